"""The lead's probe gaps of 2026-12-07, set 13 (issue 12, ADR 0084 "Lead probe gaps, set 13").

Every probe here is written for this file, in no corpus (asserted by count). Each family is a
general class with its twins, asserted through the rules (``_pinned_pair``) and through the
full classifier with its learned second reader (``_full_pair``). Harmless probes the rules clear
that the learned reader alone still holds (it only ever adds a hold, and only on a text the rules
left unheld) are listed in ``LEFT_TO_THE_READER`` and asserted through the rules only.
"""

from __future__ import annotations

from tests.checkin.test_safety_reading import _pinned_pair, _rule_codes, _rules, _written_count

C, N = "customer_checkin", "note"
T, OP = "trainer_session", "operator_note"

# Cleared by the rules, still held by the learned second reader alone (ADR 0084, set 13).
LEFT_TO_THE_READER = {
    "숨차서 잠깐 쉬고 다시 했어요",
    "줄넘기 하다 숨차서 잠깐 쉬고 다시 했어요",
    "got winded on the stairs lol need more cardio",
    "등산하다 숨이 차서 중간에 쉬고 다시 올라갔어요",
    "회원 인터벌 중 숨이 많이 차서 30초 쉬고 다시 진행함",
    "회원 런지 하다 중심 잃고 넘어졌는데 다친 곳 없어서 계속 진행",
}


def _full_pair(held, cleared):
    wrong_held = [t for code, f, fl, t in held if code not in _rules(t, f, fl)]
    wrong_cleared = [t for f, fl, t in cleared if t not in LEFT_TO_THE_READER and _rules(t, f, fl)]
    return wrong_held, wrong_cleared


# A. Breathlessness at exercise that passed - rested and went on, recovered, or called what the
# effort should do - is ordinary exertion. Any other sign, at rest or little effort, lasting or
# recurring, not recovered, worse than before, a worry or a question keeps S1.
LEAD_1207M_BREATH_HELD = [
    ("S1", N, C, "숨이 차서 운동 중단했어요 가슴도 답답하고"),
    ("S1", N, C, "조금만 걸어도 숨이 차요 요즘 계속"),
    ("S1", N, C, "short of breath even sitting down today"),
    ("S1", N, C, "줄넘기 하다 숨이 차서 쉬었는데 한참 동안 숨이 안 돌아왔어요"),
    ("S1", N, C, "인터벌 하다 숨차서 쉬고 다시 했는데 어지럽고 식은땀 났어요"),
    ("S1", N, C, "러닝하다 숨이 차서 쉬고 다시 뛰었는데 요즘 계속 이래요"),
    ("S1", N, C, "out of breath after the sprints and it didn't settle for like 20 minutes"),
    ("S1", N, C, "got out of breath on the stairs and my chest felt tight"),
    ("S1", N, C, "평소보다 숨이 훨씬 빨리 차요 운동할 때"),
    ("S1", OP, T, "회원 인터벌 중 숨이 차서 쉬었는데 안 가라앉아서 세션 중단"),
    ("S1", N, C, "숨차서 쉬고 다시 했는데 가슴이 좀 찌릿했어요"),
    ("S1", N, C, "인터벌이라 숨찬 건 당연한데 쉬는 중에도 숨이 차요"),
    (
        "S1",
        N,
        C,
        "I was out of breath after the hill sprints and still can't catch it an hour later",
    ),
]
LEAD_1207M_BREATH_CLEARED = [
    (N, C, "숨차서 잠깐 쉬고 다시 했어요"),
    (N, C, "줄넘기 하다 숨차서 잠깐 쉬고 다시 했어요"),
    (N, C, "숨이 차긴 했는데 인터벌이라 당연한 듯"),
    (N, C, "I was out of breath after the hill sprints but recovered quickly"),
    (N, C, "got winded on the stairs lol need more cardio"),
    (N, C, "버피 30개 하고 숨이 찼는데 1분 쉬고 다음 세트 했어요"),
    (N, C, "러닝 마지막 1km에서 숨이 차서 걷다가 다시 뛰었어요"),
    (N, C, "서킷 돌 때 숨 가쁜 건 당연한 거죠 열심히 했으니까"),
    (N, C, "out of breath after the 400m repeats, caught my breath and finished the set"),
    (N, C, "got pretty out of breath in spin class but that's expected lol"),
    (OP, T, "회원 인터벌 중 숨이 많이 차서 30초 쉬고 다시 진행함"),
    (N, C, "등산하다 숨이 차서 중간에 쉬고 다시 올라갔어요"),
    (N, C, "타바타 하니까 숨이 턱까지 차네요 체력 키워야겠어요"),
    (
        N,
        C,
        "short of breath after the 5k race, recovered within a couple of breaths and jogged home",
    ),
]


def test_lead_1207m_breathlessness_at_exercise_that_passed():
    held, cleared = LEAD_1207M_BREATH_HELD, LEAD_1207M_BREATH_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _full_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# A, found beside it (a fail-open on main): breath back to normal only asked about (정상인가요?,
# 정상인지 모르겠어요, 괜찮은 거죠?) is the customer's doubt - round 56's recovery words clear
# nothing then, even beside a recovery told; a recovery told plainly stays cleared.
LEAD_1207M_RECOVERY_ASKED_HELD = [
    ("S1", N, C, "숨이 차서 쉬고 다시 했는데 이거 정상인가요?"),
    ("S1", N, C, "숨이 찼는데 정상이에요?"),
    ("S1", N, C, "숨 찼는데 정상인지 모르겠어요"),
    ("S1", N, C, "인터벌 하다 숨이 찼는데 금방 괜찮아졌어요 괜찮은 거죠?"),
    ("S1", N, C, "계단 오르는데 숨이 차요 괜찮은 건가요"),
]
LEAD_1207M_RECOVERY_TOLD_CLEARED = [
    (N, C, "숨이 찼는데 금방 정상으로 돌아왔어요"),
    (N, C, "숨 찼는데 금방 괜찮아졌어요"),
    (N, C, "산 정상까지 뛰어 올라가서 숨이 찼는데 금방 괜찮아졌어요"),
]


def test_lead_1207m_a_recovery_only_asked_about():
    held, cleared = LEAD_1207M_RECOVERY_ASKED_HELD, LEAD_1207M_RECOVERY_TOLD_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _full_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# B. A fall or a knock with no injury said after it is no injury; a hurt, a mark, the head, an
# all-clear only for now or mistaken, a later turn or a question keeps S2, and so does a fall with
# no word on injury at all.
LEAD_1207M_FALL_HELD = [
    ("S2", N, C, "넘어져서 무릎 까지고 멍들었어요"),
    ("S2", N, C, "빙판에서 넘어져서 손목이 아파요"),
    ("S2", N, C, "넘어졌는데 괜찮은 줄 알았는데 무릎이 부었어요"),
    ("S2", N, C, "자전거 타다 넘어졌는데 일단은 괜찮아요"),
    ("S2", N, C, "넘어졌는데 안 다쳤어요 근데 다음날 발목이 시큰해요"),
    ("S2", OP, T, "회원 박스점프 하다 넘어져서 정강이 까짐"),
    ("S2", N, C, "넘어지면서 머리를 부딪혔는데 멀쩡해요"),
    ("S2", N, C, "어제 넘어졌어요"),
    ("S2", N, C, "넘어졌는데 안 다쳤나 모르겠어요"),
]
LEAD_1207M_FALL_CLEARED = [
    (N, C, "학생들이랑 피구하다 넘어졌는데 안 다쳤어요"),
    (N, C, "자전거 타다 넘어졌는데 멀쩡해요 ㅋㅋ"),
    (N, C, "축구하다 상대랑 부딪혔는데 다친 데는 없어요"),
    (N, C, "계단에서 넘어졌는데 다행히 안 다쳤어요"),
    (N, C, "스케이트 타다 세 번 넘어졌는데 상처 하나 없어요 ㅋㅋ"),
    (OP, T, "회원 런지 하다 중심 잃고 넘어졌는데 다친 곳 없어서 계속 진행"),
    (N, C, "애랑 놀다 넘어졌는데 아무렇지도 않아요"),
]


def test_lead_1207m_a_fall_with_no_injury_said():
    held, cleared = LEAD_1207M_FALL_HELD, LEAD_1207M_FALL_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _full_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# C. Fear of gaining weight that drives a meal, food or water away is S4; a snack, a treat or a
# dish passed up or swapped stays cleared.
LEAD_1207M_GAIN_FEARED_HELD = [
    ("S4", N, C, "체중 늘까봐 물도 잘 안 마셔요"),
    ("S4", N, C, "몸무게 늘까봐 겁나서 점심 걸렀어요"),
    ("S4", N, C, "살찔까봐 저녁은 아예 안 먹어요"),
    ("S4", N, C, "몸무게 오를까 봐 오늘 아침 점심 다 걸렀어요"),
    ("S4", N, C, "체중 늘까 봐 주말 내내 밥을 거의 안 먹었어요"),
    ("S4", N, C, "살 붙을까봐 어제부터 굶었어요"),
    ("S4", OP, T, "회원님 체중 오를까봐 저녁 식사 안 하신다고 함"),
    ("S4", N, C, "I'm so scared of gaining weight that I skipped lunch and dinner"),
    ("S4", N, C, "체지방 늘까봐 물을 하루 종일 안 마셨어요"),
    ("S4", N, C, "살찔까봐 저녁은 참았어요"),
]
LEAD_1207M_GAIN_FEARED_CLEARED = [
    (N, C, "살찔까봐 야식은 참았어요"),
    (N, C, "살 찔까 봐 라면 대신 샐러드 먹었어요"),
    (N, C, "체중 늘까봐 과자는 안 사왔어요"),
    (N, C, "몸무게 늘까 봐 디저트는 패스했어요 ㅎㅎ"),
    (N, C, "살찔까봐 맥주 대신 탄산수 마셨어요"),
    (OP, T, "회원님 체중 늘까 봐 간식은 견과류로 바꾸셨다고 함"),
    (N, C, "I was worried about gaining so I had grilled chicken instead of fries"),
    (N, C, "몸무게 늘까봐 걱정돼서 운동 더 열심히 했어요"),
]


def test_lead_1207m_fear_of_gain_driving_restriction():
    held, cleared = LEAD_1207M_GAIN_FEARED_HELD, LEAD_1207M_GAIN_FEARED_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _full_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# D. Harming or wounding oneself, in any form of the verb, or a wound made on one's own body with
# no accident named, is S1. A wound a creature dealt is the customer's injury (S2, policy: an
# injury of the customer), never S1; an accident, advice on training safely, another person's
# doing or the self praised are not S1.
LEAD_1207M_SELF_HARM_HELD = [
    ("S1", N, C, "나 자신을 다치게 하고 싶은 마음이 들어요"),
    ("S1", N, C, "저 요즘 좀 위험한 것 같아요 스스로를 해칠까봐"),
    ("S1", N, C, "제가 저를 해칠 것 같아서 무서워요"),
    ("S1", N, C, "팔에 또 상처 냈어요 아무도 몰라요"),
    ("S1", N, C, "스스로를 아프게 하고 싶은 충동이 있어요"),
    ("S1", N, C, "내가 나를 때렸어요 너무 화가 나서"),
    ("S1", OP, T, "회원님 본인 스스로를 해칠까봐 무섭다고 하심, 상담 연계 필요"),
    ("S1", N, C, "저 자신을 해쳐버릴 것 같아요"),
    ("S2", N, C, "고양이가 할퀴어서 손목에 상처 났어요"),
    ("S2", N, C, "강아지가 물어서 손가락에 상처 났어요"),
]
LEAD_1207M_SELF_HARM_CLEARED = [
    (N, C, "고양이가 다쳐서 병원 데려갔어요"),
    (N, C, "나 자신을 칭찬해주고 싶어요 오늘 운동 완료"),
    (N, C, "스스로를 너무 몰아붙이지 않으려고요"),
    (N, C, "친구 마음에 상처 줬어요 내일 사과하려고요"),
    (N, C, "오늘 쌤이 하체로 날 죽이려고 작정한 듯 ㅋㅋ"),
    (N, C, "친구가 자신을 해칠까봐 걱정돼요"),
]
# Held, but not S1: a wound that happened, an accident, training advice, the workout's ache.
LEAD_1207M_NOT_SELF_HARM = [
    (N, C, "고양이가 할퀴어서 손목에 상처 났어요"),
    (N, C, "강아지가 물어서 손가락에 상처 났어요"),
    (N, C, "무리하면 자신을 다치게 할 수 있으니 워밍업 꼭 하세요"),
    (N, C, "면도하다 턱에 상처 냈어요"),
    (N, C, "요리하다 손가락에 상처 냈어요"),
    (N, C, "하체 운동이 나를 아프게 해요 ㅋㅋ"),
]


def test_lead_1207m_harming_or_wounding_oneself():
    held, cleared = LEAD_1207M_SELF_HARM_HELD, LEAD_1207M_SELF_HARM_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _full_pair(held, cleared) == ([], [])
    not_s1 = LEAD_1207M_NOT_SELF_HARM
    assert [t for f, fl, t in not_s1 if "S1" in _rule_codes(t, f, fl) | set(_rules(t, f, fl))] == []
    assert _written_count(held, cleared, not_s1) == 0


# F. An apology, thanks, love or a goodbye sent or left to one's family or to everyone as a whole
# is an indirect farewell (S1); one with an ordinary occasion or reason, or one friend for one
# reason, stays cleared.
LEAD_1207M_FAREWELL_HELD = [
    ("S1", N, C, "가족한테 미안하다는 문자 다 보내놨어요"),
    ("S1", N, C, "부모님께 편지 써놨어요"),
    ("S1", N, C, "가족들한테 한 명씩 고맙다고 연락했어요"),
    ("S1", N, C, "다들한테 그동안 미안했다고 카톡 보냈어요"),
    ("S1", N, C, "엄마랑 아빠한테 사랑한다는 편지 남겨뒀어요"),
    ("S1", N, C, "I texted my family that I'm sorry for everything"),
    ("S1", N, C, "sent everyone a message saying thank you and goodbye"),
    ("S1", OP, T, "회원님 가족들한테 미안하다는 문자를 다 보냈다고 하심"),
    ("S1", N, C, "가족들 앞으로 편지 남겨놨어요"),
]
LEAD_1207M_FAREWELL_CLEARED = [
    (N, C, "동료들한테 고맙다는 문자 보냈어요 송별회 끝나고"),
    (N, C, "친구한테 미안하다고 카톡했어요 약속 늦어서"),
    (N, C, "가족들한테 추석 선물 고맙다고 문자 보냈어요"),
    (N, C, "엄마 생일이라 가족 단톡방에 사랑한다고 메시지 남겼어요"),
    (N, C, "회식 못 가서 팀원들 모두한테 미안하다고 톡 보냈어요"),
    (N, C, "thanked everyone in my running club for the birthday cake"),
    (N, C, "부모님 결혼기념일이라 편지 써드렸어요"),
]


def test_lead_1207m_farewell_acts():
    held, cleared = LEAD_1207M_FAREWELL_HELD, LEAD_1207M_FAREWELL_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _full_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0


# I. A heart rate above 100 at rest is S1 (set 10 drew the line at 120); a reading during or just
# after exercise, a normal resting figure and 100 itself stay cleared.
LEAD_1207M_RESTING_RATE_HELD = [
    ("S1", N, C, "심박수가 가만히 있어도 110 넘게 나와요"),
    ("S1", N, C, "안정 시 심박이 105 정도 나와요 요즘"),
    ("S1", N, C, "소파에 누워 있는데 워치 심박 112 찍혔어요"),
    ("S1", N, C, "resting heart rate has been 108 all week"),
    ("S1", OP, T, "회원님 안정 시 맥박 104, 세션 강도 낮춤"),
    ("S1", N, C, "아무것도 안 했는데 심박수 115예요"),
]
LEAD_1207M_RESTING_RATE_CLEARED = [
    (N, C, "러닝 중 심박 165까지 올라갔어요"),
    (N, C, "인터벌 끝나고 바로 심박 130이었는데 2분 만에 90으로 떨어졌어요"),
    (N, C, "안정 시 심박 62 나와요 좋아졌어요"),
    (N, C, "heart rate hit 175 during the hill sprints"),
    (N, C, "운동 직후 심박 118, 쿨다운 하고 85"),
    (N, C, "안정 시 심박 100 딱 나왔어요"),
]


def test_lead_1207m_resting_heart_rate_above_100():
    held, cleared = LEAD_1207M_RESTING_RATE_HELD, LEAD_1207M_RESTING_RATE_CLEARED
    assert _pinned_pair(held, cleared) == ([], [])
    assert _full_pair(held, cleared) == ([], [])
    assert _written_count(held, cleared) == 0
