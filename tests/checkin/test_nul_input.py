"""A NUL character in any field is refused at the edge with a problem, never a 500."""

from __future__ import annotations

from tests.checkin import factories
from tests.checkin.conftest import CUSTOMER_ID
from tests.support.services import problem


def test_a_plan_text_with_nul_is_refused_and_nothing_is_stored(operator):
    draft = factories.draft()
    draft["plan"]["weeks"][0]["focus"] = "기본\u0000루틴"
    response = operator.put(f"/v1/admin/customers/{CUSTOMER_ID}", json=draft)
    assert response.status_code == 422  # was a 500 from the jsonb column
    assert problem(response)["type"].endswith(":nul-character")
    assert operator.get("/v1/admin/registry").json()["document"]["customers"] == []
