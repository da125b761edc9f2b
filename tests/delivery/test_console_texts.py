"""Golden operator texts of the console and of the card menu (exact strings)."""

from __future__ import annotations

from services.delivery.cards.texts import ANSWERS, MENU_BUTTON, console_answer, menu_text
from services.delivery.console.texts import (
    DELIVERY_STATE_LABELS,
    DRAFT_STATUS_LABELS,
    NOTICES,
    reason_label,
)


def test_card_menu_golden():
    assert menu_text("kim-pilot") == (
        "[운영자 확인용] 새 영양 조정 제안이 도착했습니다.\n"
        "고객: kim-pilot\n"
        "아래 버튼을 누르면 이 메시지가 제안 카드로 바뀝니다."
    )
    assert MENU_BUTTON == "카드 열기"


def test_card_console_answer_golden():
    assert console_answer("kim-pilot") == (
        "근거는 콘솔 /console/customers/kim-pilot 화면에서 확인해 주십시오."
    )


def test_state_labels_golden():
    assert DELIVERY_STATE_LABELS == {
        "reserved": "예약됨",
        "prepared": "보낼 준비됨",
        "sending": "보내는 중",
        "delivered": "전달됨",
        "unknown": "전달 여부 확인 필요",
        "abandoned": "보내지 않음",
        "sent_audited": "전달 확인됨(수동)",
    }
    assert DRAFT_STATUS_LABELS == {
        "pending": "승인 대기",
        "held": "보류",
        "approved": "승인됨(아직 보내지 않음)",
        "discarded": "버림",
        "dispatched": "전달 진행",
    }


def test_reason_labels_golden():
    assert reason_label("timeout") == "텔레그램 응답 시간이 지났습니다"
    assert reason_label("interrupted-by-restart") == "보내는 도중 서비스가 다시 시작되었습니다"
    assert reason_label("telegram-refused:forbidden") == "텔레그램이 거절했습니다(forbidden)"
    assert reason_label("gateway-unreachable") == "게이트웨이에 연결할 수 없었습니다"
    assert reason_label("gateway-http-500") == "게이트웨이 오류가 있었습니다(gateway-http-500)"
    assert reason_label(None) == ""


def test_every_sentence_richard_reads_is_in_the_polite_register():
    sentences = [*NOTICES.values(), *ANSWERS.values()]
    assert all(s.endswith(("니다.", "십시오.")) for s in sentences), sentences
