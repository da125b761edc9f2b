import copy
import hashlib
import itertools
import json

import pytest

from shared.hashchain import GENESIS_DIGEST, link_row, link_rows, row_digest, verify_chain

ROWS = [
    {"sequence": 1, "event": "a", "value": "첫째"},
    {"sequence": 2, "event": "b", "value": 2},
    {"sequence": 3, "event": "c", "value": None},
]
GOLDEN_DIGESTS = [
    "b52ce04b3062587abdc58e9c3f8af77d61f528ade4c2e5b13dc5a1826b94ec0e",
    "762bc631c8dffac0ceb6c9d9189e2296eed95cf325f18334e32e352cd666e853",
    "64e11889c2e41d3ec764f7f8ce82c4c0f3cd0585d3c4e31db72a8525f526a4d1",
]


def _independent_digest(row: dict[str, object]) -> str:
    without = {key: value for key, value in row.items() if key != "row_digest"}
    data = json.dumps(without, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(data.encode()).hexdigest()


def test_golden_vectors():
    chained = link_rows(ROWS)
    assert [row["row_digest"] for row in chained] == GOLDEN_DIGESTS
    assert chained[0]["previous_row_digest"] == GENESIS_DIGEST == "0" * 64
    for previous, current in itertools.pairwise(chained):
        assert current["previous_row_digest"] == previous["row_digest"]


def test_row_digest_covers_the_row_without_itself():
    chained = link_rows(ROWS)
    for row in chained:
        assert row["row_digest"] == _independent_digest(row) == row_digest(row)


def test_intact_chain_verifies_and_reports_its_head():
    result = verify_chain(link_rows(ROWS))
    assert result.ok and result.rows_checked == 3
    assert result.first_broken_index is None
    assert result.head_digest == GOLDEN_DIGESTS[-1]


def test_empty_chain_is_valid():
    assert verify_chain([]).ok


@pytest.mark.parametrize("index", [0, 1, 2])
def test_edited_row_is_detected_at_that_row(index):
    chained = link_rows(ROWS)
    tampered = copy.deepcopy(chained)
    tampered[index]["value"] = "changed"
    result = verify_chain(tampered)
    assert not result.ok
    assert result.first_broken_index == index
    assert result.reason == "row_digest_mismatch"


def test_edited_row_with_recomputed_digest_breaks_the_next_link():
    chained = link_rows(ROWS)
    forged = link_row({**chained[1], "value": 99}, str(chained[1]["previous_row_digest"]))
    result = verify_chain([chained[0], forged, chained[2]])
    assert result.first_broken_index == 2
    assert result.reason == "previous_digest_mismatch"


def test_removed_row_is_detected_where_the_gap_is():
    chained = link_rows(ROWS)
    result = verify_chain([chained[0], chained[2]])
    assert result.first_broken_index == 1
    assert result.reason == "previous_digest_mismatch"


def test_reordered_rows_are_detected():
    chained = link_rows(ROWS)
    result = verify_chain([chained[1], chained[0], chained[2]])
    assert result.first_broken_index == 0


def test_missing_digest_fields_are_reported():
    chained = link_rows(ROWS)
    del chained[1]["row_digest"]
    result = verify_chain(chained)
    assert (result.first_broken_index, result.reason) == (1, "missing_digest")


def test_chain_can_continue_from_a_stored_head():
    first = link_rows(ROWS[:2])
    head = str(first[-1]["row_digest"])
    second = link_row(ROWS[2], head)
    assert verify_chain([second], start_digest=head).ok
    assert second["row_digest"] == GOLDEN_DIGESTS[2]
