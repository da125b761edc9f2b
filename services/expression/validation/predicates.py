"""Chain-level rules: a predicate either is the speaker's speech act, colours the manner,
or claims something.

The speaker's act toward the reader (saying, presenting, greeting, thanking — or any verb
carrying the humble benefactive ``드리``) passes with any ending, including the humble
future ("말씀드리겠습니다"). Any other predicate claims, unless it only colours the manner:
``-게``, ``-지 않고/않게``, a modifier of a noun, or a verb chained into a speech act
("풀어서 말씀드리면"). Honorific ``-시-`` (the customer as subject), past ``-었-``,
conjectural ``-겠-`` and ``-ㄹ 거``, a final ending, a causal or conditional link, a subject
with its predicate, or a co-occurring event (``-며``, ``-고``) are claims.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from services.expression.validation import word_classes as classes
from services.expression.validation.clauses import Chain
from services.expression.validation.stems import Morph

PLACEHOLDER_MARK: Final = "■"
HONORIFIC_ENDINGS: Final = frozenset({"시", "으시", "세", "셔"})
HONORIFIC_STEMS: Final = frozenset({"계시", "주무시", "드시", "잡수", "편찮"})
PAST_ENDINGS: Final = frozenset({"었", "았", "였", "었었", "았었", "ㅆ"})
SERIAL_ENDINGS: Final = frozenset({"어", "아", "여", "어서", "아서", "여서"})
MANNER_ENDINGS: Final = frozenset({"게", "듯이", "듯", "도록", "게끔"})
EVENT_ENDINGS: Final = frozenset({"며", "으며", "면서", "으면서", "고", "다가"})
NEGATORS: Final = frozenset({"않", "말"})
FUTURE_MODIFIERS: Final = frozenset({"ᆯ", "을", "를"})
PERCEPTION_STEMS: Final = frozenset(
    {
        *("보", "보이", "지켜보", "살펴보", "눈여겨보", "주목하", "나타나", "드러나"),
        *("느끼", "느껴지", "알", "미루", "비추", "따르"),
    }
)
SPEAKER_PRONOUNS: Final = frozenset({"제", "저", "저희", "나", "우리"})
NOUNS: Final = frozenset({"NNG", "NNP", "NNB", "NP"})
CAUSAL_ENDINGS: Final = frozenset(
    {
        "니",
        "으니",
        "니까",
        "으니까",
        "므로",
        "으므로",
        "어서",
        "아서",
        "여서",
        "라서",
        "기에",
        "길래",
    }
)
DISCOVERY_ENDINGS: Final = frozenset({"니", "으니", "니까", "으니까", "더니", "았더니", "었더니"})


def _chained(morphs: Sequence[Morph], chain: Chain, following: Chain | None) -> bool:
    """``following`` comes straight after ``chain`` (a speech noun may sit between them)."""
    if following is None:
        return False
    between = morphs[chain.last + 1 : following.first]
    return all(m.tag in NOUNS and m.form in classes.DISCOURSE_NOUNS for m in between)


def is_speech(chain: Chain, following: Chain | None, morphs: Sequence[Morph] = ()) -> bool:
    """The speaker's own speech act (or a speech idiom chained into one)."""
    if chain.stem in classes.SPEECH_PREDICATES or chain.stem.endswith("드리"):
        return True
    if "드리" in chain.auxiliaries:
        return True
    serial = chain.last_ending is not None and chain.last_ending.form in SERIAL_ENDINGS
    return (
        chain.stem in classes.SPEECH_IDIOM_VERBS
        and serial
        and _chained(morphs, chain, following)
        and following is not None
        and is_speech(following, None)
    )


def _honorific_exempt(chain: Chain) -> bool:
    if chain.stem in classes.GREETING_PREDICATES:
        return True
    return chain.stem in classes.RECEPTION_PREDICATES and "주" in chain.auxiliaries


def _has_subject(morphs: Sequence[Morph], chain: Chain) -> bool:
    cursor = chain.first - 1
    while cursor >= 0 and morphs[cursor].tag in {"MAG", "SP"}:
        cursor -= 1
    return cursor >= 0 and morphs[cursor].tag == "JKS"


def _speaker_subject(morphs: Sequence[Morph], chain: Chain) -> bool:
    return any(m.form in SPEAKER_PRONOUNS for m in morphs[max(0, chain.first - 4) : chain.first])


def _as_follows(morphs: Sequence[Morph], chain: Chain) -> bool:
    """``다음과 같습니다``: the deictic "as follows" that points at the placeholder."""
    return chain.stem == "같" and chain.first >= 2 and morphs[chain.first - 2].form == "다음"


def _head_after(morphs: Sequence[Morph], chain: Chain) -> Morph | None:
    return morphs[chain.last + 1] if chain.last + 1 < len(morphs) else None


def chain_reason(morphs: Sequence[Morph], chain: Chain, following: Chain | None) -> str | None:
    """Why this predicate chain claims something, or ``None`` if it only connects."""
    honorific = chain.stem in HONORIFIC_STEMS or any(
        e.tag == "EP" and e.form in HONORIFIC_ENDINGS for e in chain.endings
    )
    if honorific and not _honorific_exempt(chain):
        return "customer_predicate"
    last = chain.last_ending
    head = _head_after(morphs, chain)
    if last is not None and last.form == "게" and head is not None and head.form == "도":
        return "evaluative_or_epistemic"  # "다행스럽게도", "반갑게도": a sentence evaluation
    reception = chain.stem in classes.RECEPTION_PREDICATES and "주" in chain.auxiliaries
    if is_speech(chain, following, morphs) or reception:
        if last is not None and last.form in DISCOVERY_ENDINGS:
            return "evidential_framing"  # "짚어 보니": what the speaker found, not said
        if _has_subject(morphs, chain) and not _speaker_subject(morphs, chain):
            return "evidential_framing"  # "그래프가 말해 주듯": something else speaks
        return None
    if chain.stem in classes.DEICTIC_PREDICATES or _as_follows(morphs, chain):
        if last is not None and last.form in CAUSAL_ENDINGS:
            return "causal_link"  # "이러니", "이래서"
        return None
    if chain.stem in classes.EVALUATIVE_ADJECTIVES:
        return "evaluative_or_epistemic"
    if _has_subject(morphs, chain):
        return "predication"  # "부담이 없도록", "봄이 오면서": a subject and its predicate
    if chain.tag == "VCP" and chain.noun in classes.SPEAKER_NOUNS:
        return None
    if chain.stem in PERCEPTION_STEMS:
        return "evidential_framing"
    if chain.has_ending("겠", tag="EP"):
        return "prediction"
    if any(e.tag == "EP" and e.form in PAST_ENDINGS for e in chain.endings):
        return "past_event"
    if last is None:
        return None  # a bare stem Kiwi left unended: nothing is asserted by it alone
    if last.tag == "ETM":
        if (
            head is not None
            and head.form in classes.CONJECTURE_HEADS
            and last.form in FUTURE_MODIFIERS
        ):
            return "prediction"
        if head is not None and head.form in classes.CAUSAL_OR_TIME_HEADS:
            return "causal_link"
        return None  # modifies a noun: "편안한 마음으로", "남은 말씀"
    if last.tag == "ETN":
        return None
    if last.tag == "EF":
        return "predication"
    if last.form in MANNER_ENDINGS:
        return None
    negated = any(aux in NEGATORS for aux in chain.auxiliaries)
    if negated and last.form in {"고", "게", "고서"}:
        return None  # manner negation: "서두르지 않고", "장황하지 않게"
    serial = last.form in SERIAL_ENDINGS | {"고"} and _chained(morphs, chain, following)
    if serial and following is not None and is_speech(following, None, morphs):
        return None  # manner of the speech act: "풀어서 말씀드리면", "마음 다해 응원"
    if head is not None and head.tag in {"SF"} and last.tag == "EC":
        return "predication"
    if last.form in EVENT_ENDINGS:
        return "predication"
    return "causal_or_conditional_link"
