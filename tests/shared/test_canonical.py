import hashlib
import json
import unicodedata

import pytest

from shared.canonical import CanonicalJsonError, canonical_digest, canonical_json, sha256_hex


def test_keys_are_sorted_and_separators_compact():
    assert canonical_json({"b": 1, "a": [1, 2, {"d": None, "c": True}]}) == (
        b'{"a":[1,2,{"c":true,"d":null}],"b":1}'
    )


def test_korean_is_utf8_not_escaped():
    assert canonical_json({"text": "체중"}) == '{"text":"체중"}'.encode()


def test_strings_and_keys_are_nfc_normalised():
    decomposed = unicodedata.normalize("NFD", "한글")
    assert decomposed != "한글"
    assert canonical_json({decomposed: decomposed}) == canonical_json({"한글": "한글"})


def test_keys_colliding_after_normalisation_are_refused():
    with pytest.raises(CanonicalJsonError):
        canonical_json({unicodedata.normalize("NFD", "한"): 1, "한": 2})


@pytest.mark.parametrize("value", [float("nan"), float("inf"), object(), {1: "x"}, b"bytes"])
def test_non_json_values_are_refused(value):
    with pytest.raises(CanonicalJsonError):
        canonical_json({"v": value})


def test_digest_is_lowercase_sha256_of_the_canonical_bytes():
    value = {"z": "값", "a": 1.5}
    expected = hashlib.sha256(
        json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode()
    ).hexdigest()
    assert canonical_digest(value) == expected == sha256_hex(canonical_json(value))
    assert canonical_digest(value) == canonical_digest(value).lower()


def test_golden_digest_vector():
    assert canonical_digest({"customer": "c1", "kg": 70.2, "note": "잘 잤어요"}) == (
        "b5e70a319be7d13f50d0a1d42d3a35829c818711ef4b148c4db3815d3cd3ff87"
    )
