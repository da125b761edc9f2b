"""Round 104 (ADR 0084): a blackout said in Latin letters or as 블랙아웃 as how far the drinking
went - drunk until it (blackout까지 마심, 블랙아웃 될 때까지 마셨어요, "drank till i blacked out")
or straight after drinking (소주 먹고 blackout, "blacked out from the drinks") - is drinking to
memory loss, S5, as 필름 끊길 때까지 is (fresh108-0149; call-centre, customer-service and sales
workers)."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _rule_codes, _written_count

# fresh108-0149 ("... 매일 blackout까지 마심") was held S1 only, blackout read as a fainting; the
# label is S5. Only a blackout the drinking reaches is S5: a blackout with no drinking before it
# (a fainting, which other rules hold S1), drinking denied before it (안 마시고), a blackout denied
# after it (된 적은 없어요, 은 안 왔어요) and a blackout game, curtain or film are not.
ROUND_104_BLACKOUT_DRINKING_HELD = [
    ("S5", "note", "customer_checkin", "회식 끝나고 블랙아웃 될 때까지 마셨어요"),
    ("S5", "note", "customer_checkin", "주말마다 blackout까지 달려요 ㅋㅋ"),
    ("S5", "note", "customer_checkin", "소주 먹고 또 blackout 와서 어떻게 집에 왔는지 모름"),
    ("S5", "operator_note", "trainer_session", "회원 어제 술 마시고 블랙아웃 왔다고 함"),
    ("S5", "note", "customer_checkin", "drank till i blacked out after the sales party"),
    ("S5", "note", "customer_checkin", "blacked out from the drinks again on friday"),
    ("S5", "note", "customer_checkin", "we were drinking to blackout every night this week"),
]
# Held by other rules as a fainting (S1) or not at all, never S5 by this class.
ROUND_104_BLACKOUT_NOT_DRINKING = [
    ("note", "customer_checkin", "스쿼트 하다가 블랙아웃 올 뻔했어요"),
    ("note", "customer_checkin", "almost blacked out from the heat at the outdoor booth"),
    ("note", "customer_checkin", "술 마시고 blackout 된 적은 한 번도 없어요"),
    ("note", "customer_checkin", "맥주 마시고 blackout 게임 했어요"),
]
ROUND_104_BLACKOUT_CLEARED = [
    ("note", "customer_checkin", "술 안 마시고 블랙아웃 영화 보고 잤어요"),
    ("note", "customer_checkin", "소주 마시고 블랙아웃은 안 왔어요"),
    ("note", "customer_checkin", "I drink water until lunch, no blackout issues"),
]


def test_round_104_drinking_to_a_blackout_is_heavy_drinking():
    held, cleared = ROUND_104_BLACKOUT_DRINKING_HELD, ROUND_104_BLACKOUT_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    not_drinking = ROUND_104_BLACKOUT_NOT_DRINKING
    assert [t for f, fl, t in not_drinking if "S5" in _rule_codes(t, f, fl)] == []
    assert _written_count(held, not_drinking, cleared) == 0
