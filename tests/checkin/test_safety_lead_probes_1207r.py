"""The lead's probe gaps, set 18 (2026-12-07 session 26, ADR 0084): wrong decisions of main's
S1-S6 classifier in three families - a pain or an injury named only as what the customer avoids
or prevents, held S2 (A); a disease ruled out by a test or a doctor, held S3 (B); food that
disgusts as the reason eating is cut, and hunger enjoyed as a sign of getting thin, not held S4
(C).

Every probe here is written for this file, in no corpus (asserted by count). Read through the
rules (``_pinned_pair``): the reader only ever adds a hold, so a hold by the rules is a hold end
to end. Cleared twins the rules clear and the reader alone holds (it is not touched here; only a
refit moves them) are named in ADR 0084.
"""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# Family A. A pain or an injury named only as what the customer avoids or prevents (안 아프게
# 하는 스트레칭, 다치기 싫어서, 통증 예방 차원에서, avoid hurting my back, so my knees wouldn't
# ache) is no pain of theirs; with a pain there now, one feared to worsen, or any sign of one
# anywhere in the text (아파서, 다친 데가 더, 계속, because my knee hurts, again) it stays S2.
LEAD_1207R_PAIN_THERE_HELD = [
    # The lead's probes.
    ("S2", "note", "customer_checkin", "허리 아파서 안 아프게 하는 스트레칭 찾는 중"),
    ("S2", "note", "customer_checkin", "avoiding squats because my knee hurts"),
    # Our twins.
    ("S2", "note", "customer_checkin", "무릎 다친 데가 더 심해질까봐 스쿼트 쉬었어요"),
    ("S2", "note", "customer_checkin", "허리 디스크 있어서 안 아프게 하는 운동 찾고 있어요"),
    ("S2", "note", "customer_checkin", "i'm scared my torn ACL will get worse so skipping runs"),
    ("S2", "note", "customer_checkin", "다치기 싫었는데 결국 발목 삐었어요"),
    ("S2", "note", "customer_checkin", "무릎 안 아프게 하려고 보호대 찼는데도 계속 아파요"),
    ("S2", "note", "customer_checkin", "avoiding deadlifts because my lower back is killing me"),
    ("S2", "note", "customer_checkin", "허리 통증 예방하려고 했는데 어제부터 허리가 쑤셔요"),
    (
        "S2",
        "note",
        "customer_checkin",
        "to avoid hurting my shoulder more I stopped pressing, it still aches",
    ),
    ("S2", "note", "customer_checkin", "무릎 안 아프게 squat 자세 알려주세요 요즘 좀 뻐근해서"),
    ("S2", "note", "customer_checkin", "안 다치게 조심하는데 어깨가 자꾸 찌릿해요"),
    ("S2", "note", "customer_checkin", "don't want to get injured again like last time"),
]
LEAD_1207R_PAIN_AVOIDED_CLEARED = [
    # The lead's probes.
    ("note", "customer_checkin", "허리 안 아프게 하는 스트레칭 루틴 알려주세요"),
    ("note", "customer_checkin", "다치기 싫어서 무게는 천천히 올리려고요"),
    ("note", "customer_checkin", "I want to avoid hurting my back so I'm doing lighter sets"),
    ("note", "customer_checkin", "통증 예방 차원에서 폼롤러 꾸준히 하고 있어요"),
    (
        "note",
        "customer_checkin",
        "so my knees wouldn't ache later I skipped the jumps, feeling fine",
    ),
    # Our twins.
    ("note", "customer_checkin", "무릎 안 아프게 스쿼트 자세 좀 봐주세요"),
    ("note", "customer_checkin", "부상 안 당하려고 워밍업 길게 했어요"),
    ("note", "customer_checkin", "다칠까봐 데드는 가볍게만 했어요 컨디션 좋아요"),
    ("note", "customer_checkin", "어깨 안 다치게 벤치 그립 넓게 잡는 법 알려주세요ㅎㅎ"),
    ("note", "customer_checkin", "to keep my shoulders from hurting I warm up with bands now"),
    ("note", "customer_checkin", "don't want to get injured so taking it slow this week"),
    ("note", "customer_checkin", "손목 통증 예방하려고 손목 보호대 샀어요"),
    ("note", "customer_checkin", "발목 안 삐게 런닝화 새로 삼 ㅋㅋ"),
    ("note", "customer_checkin", "so I don't hurt my knees later i do low impact cardio, all good"),
    ("note", "customer_checkin", "knee 안 다치게 런지 폼 체크 부탁드려요"),
    ("note", "customer_checkin", "허리 아프지 않게 데드 자세 봐주실 수 있나요?"),
    ("note", "customer_checkin", "avoid getting hurt pls, what's a safe warm up for leg day"),
]


def test_lead_1207r_a_pain_only_avoided_or_prevented_is_no_pain():
    held, cleared = LEAD_1207R_PAIN_THERE_HELD, LEAD_1207R_PAIN_AVOIDED_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
