import collections
import enum
import hashlib
import json
import random
import unicodedata
from collections.abc import Iterator, Mapping
from typing import NamedTuple

import pytest

from shared import canonical
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


def _reference_json(value: object) -> bytes:
    """The reference path alone: ``_normalise`` then ``json.dumps`` with the contract's options."""
    text = json.dumps(
        canonical._normalise(value, "$"),
        ensure_ascii=False,
        sort_keys=True,
        separators=(",", ":"),
        allow_nan=False,
    )
    return text.encode("utf-8")


_TEXTS = ["", "a", "체중", unicodedata.normalize("NFD", "한글"), "e\u0301", '"\\\n\t\x00', "😀"]


def _random_value(rng: random.Random, depth: int = 0) -> object:
    choice = rng.randrange(9 if depth < 4 else 6)
    if choice == 0:
        return None
    if choice == 1:
        return rng.random() < 0.5
    if choice == 2:
        return rng.randrange(-(2**70), 2**70)
    if choice == 3:
        return rng.choice([0.0, -0.0, 1.5, 1e300, -2.5e-8, 70.2])
    if choice in (4, 5):
        return rng.choice(_TEXTS) + rng.choice(_TEXTS)
    if choice == 6:
        return [_random_value(rng, depth + 1) for _ in range(rng.randrange(4))]
    if choice == 7:
        return tuple(_random_value(rng, depth + 1) for _ in range(rng.randrange(3)))
    return {
        rng.choice(_TEXTS) + str(index): _random_value(rng, depth + 1)
        for index in range(rng.randrange(5))
    }


def test_the_fast_path_gives_the_reference_bytes_for_every_plain_value():
    rng = random.Random(18)
    for _ in range(3000):
        value = _random_value(rng)
        assert canonical_json(value) == _reference_json(value), value


class _Level(enum.IntEnum):
    LOW = 1


class _Name(enum.StrEnum):
    KIM = "김"


class _Pair(NamedTuple):
    left: int
    right: str


class _Frozen(Mapping[str, object]):
    def __init__(self, items: dict[str, object]) -> None:
        self._items = items

    def __getitem__(self, key: str) -> object:
        return self._items[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)


@pytest.mark.parametrize(
    "value",
    [
        {"level": _Level.LOW, "name": _Name.KIM},
        collections.OrderedDict(b=1, a=unicodedata.normalize("NFD", "한")),
        {"nested": _Frozen({"z": [1, (2, 3)], "a": None})},
        _Pair(1, "둘"),
        [True, 1, 1.0, "1"],
    ],
    ids=["enums", "ordered-dict", "other-mapping", "named-tuple", "scalars"],
)
def test_subclasses_and_other_mappings_take_the_reference_path_with_its_bytes(value):
    assert canonical_json(value) == _reference_json(value)


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ({"a": [1, float("nan")]}, r"^\$\.a\[1\]: non-finite float$"),
        ({"a": {"b": object()}}, r"^\$\.a\.b: object is not a JSON type$"),
        ({"a": {2: "x"}}, r"^\$\.a: object key 2 is not a string$"),
        (
            {"x": {unicodedata.normalize("NFD", "한"): 1, "한": 2}},
            r"^\$\.x: keys collide after NFC normalisation$",
        ),
        ([b"bytes"], r"^\$\[0\]: bytes is not a JSON type$"),
    ],
)
def test_a_refusal_names_the_same_path_as_before(value, message):
    with pytest.raises(CanonicalJsonError, match=message):
        canonical_json(value)


def test_golden_bytes_of_a_nested_row():
    value = {
        "z": [1, -0.0, 1e300, None, True],
        unicodedata.normalize("NFD", "체중"): {"b": '"\\\n\x00', "a": (70.2, "😀")},
        "a": 12345678901234567890,
    }
    assert (
        canonical_json(value)
        == (
            '{"a":12345678901234567890,"z":[1,-0.0,1e+300,null,true],'
            '"체중":{"a":[70.2,"😀"],"b":"\\"\\\\\\n\\u0000"}}'
        ).encode()
    )
