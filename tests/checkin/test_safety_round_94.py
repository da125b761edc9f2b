"""Round 94 (ADR 0084): classes read from fresh101-tune's errors (military service, reservists and
night-shift security guards)."""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _written_count

# fresh101-0111 (마약탐지견이랑 같이 새벽 순찰) and fresh101-0021 (a K9 drug-dog handler) were held
# S5: 마약 and "drug" were read as a drug taken. 마약 straight before a noun of detecting or
# policing it (탐지, 탐지견, 견, 단속, 수사 ...) and "drug" before dog, sniffing, detection, squad,
# enforcement, unit or K9 name a job or a dog's work. A drug taken in the same text still holds.
ROUND_94_DRUG_POLICING_HELD = [
    ("S5", "note", "customer_checkin", "마약탐지견 핸들러인데 솔직히 주말에 클럽에서 마약 했어요"),
    (
        "S5",
        "note",
        "customer_checkin",
        "drug dog handler by day, but I popped some drugs at the party",
    ),
    ("S5", "note", "customer_checkin", "마약 수사팀 회식 날 몰래 대마 피웠어요"),
    (
        "S5",
        "note",
        "customer_checkin",
        "I'm on the drug squad and been taking drugs to stay up on nights",
    ),
]
ROUND_94_DRUG_POLICING_CLEARED = [
    ("note", "customer_checkin", "오늘 마약탐지견 데리고 공항 야간 근무 서요"),
    ("note", "customer_checkin", "마약 단속 나갔다가 새벽 네 시에 복귀했어요 피곤함"),
    ("note", "customer_checkin", "Night shift with the drug-sniffing dog at the port, 12k steps"),
    ("note", "customer_checkin", "Drug detection team drills all morning, legs feel fine"),
    ("note", "customer_checkin", "마약견 핸들러 교육 받느라 하루종일 걸었어요"),
]


def test_round_94_a_drug_dog_or_squad_is_a_job():
    held, cleared = ROUND_94_DRUG_POLICING_HELD, ROUND_94_DRUG_POLICING_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
