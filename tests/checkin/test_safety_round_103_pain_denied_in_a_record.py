"""Round 103 (ADR 0084): 부인, a trainer's record word for "denies" (통증 부인, 부종 부인함, 저림
부인하였음), denies the symptom before it as round 18's 부정 does (fresh107-0047;
self-employed and small-business owners)."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# fresh107-0047 ("특이사항 없음. 회원 본인 통증 부인, 발목 테이핑 불필요", a pain note) was
# held S2 by 통증: 부인 was not read as the denial 부정 is. It is now, where it ends the clause
# or takes 하다; 부인 as a wife or a gynaecology clinic (부인과), a denial said not to be made
# (부인 못함), or a denial the same sentence then contradicts (부인했으나 ... 움찔) keeps the
# hold.
ROUND_103_DENIED_HELD = [
    ("S2", "operator_note", "trainer_session", "허리 통증 부인과 진료 때문에 데드리프트 생략"),
    ("S2", "pain_note", "trainer_session", "무릎 통증 부인했으나 런지 때 움찔함"),
    ("S2", "operator_note", "trainer_session", "회원 어깨 통증 부인 못함, 오버헤드 제외"),
    ("S2", "operator_note", "trainer_session", "회원 손목 통증 부인이 걱정하심"),
    ("S2", "pain_note", "trainer_session", "발목 통증 호소, 부종은 부인"),
    ("S2", "pain_note", "trainer_session", "통증 부인하나 스쿼트 때 인상 찡그림"),
]
ROUND_103_DENIED_CLEARED = [
    ("pain_note", "trainer_session", "회원 통증 부인함. 하체 정상 진행"),
    ("pain_note", "trainer_session", "무릎 통증 부인하였음, 스쿼트 정상 진행"),
    ("operator_note", "trainer_session", "발목 붓기 부인함, 러닝 20분 진행"),
    ("operator_note", "trainer_session", "허리 저림 부인. 데드리프트 진행"),
    ("operator_note", "trainer_session", "어깨 부종 부인, ROM 정상"),
    ("pain_note", "trainer_session", "회원 통증 부인. 다음 세션 상체 위주"),
]


def test_round_103_pain_denied_in_a_record():
    held, cleared = ROUND_103_DENIED_HELD, ROUND_103_DENIED_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
