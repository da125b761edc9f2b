"""Checks of one slot's ``generated_ko`` (failures are ``validation_rejected``).

Structure: NFC, one line, no BOM/control/format characters, no surrounding or doubled
spaces, within the slot's character limit; each issued placeholder exactly once, in order,
standing alone (start or a space before it, ``.`` or ``,`` after it, or the end of the slot
after the last one - judged as if its period were there, ADR 0020 round 45); no other bracket or
placeholder syntax. Then, with the placeholders masked, the free text may only consist of
Hangul syllables, spaces, ``.`` and ``,`` (seed 001: "Only ASCII space, comma, and period are
allowed around these lexemes") — which rules out digits (ASCII and full width), signs,
``%``, ranges, dates in digits, units in Latin letters, URLs, identifiers, quotes, brackets,
``!`` (an exclamation adds emphasis the canonical text does not make; ADR 0020 round 23),
emoji, jamo and Hanja. Last, the prose is analysed once by
Kiwi: none of its morphemes may belong to the seed's closed deny classes
(``vocabulary.py``), and the structural judgment (``judgment.py``) must find that it only
connects — it predicates nothing about the customer, the world, time, quantities, causes,
outcomes or the future. There is no list of allowed words.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from typing import Final

from services.expression.validation import word_classes as classes
from services.expression.validation.clauses import chains
from services.expression.validation.judgment import PLACEHOLDER_MARK, judge, waived_indices
from services.expression.validation.stems import ANALYZER, Morph
from services.expression.validation.vocabulary import collapsed_family, morph_family
from shared.contracts.presentation import ProseSlot

_PLACEHOLDER_LIKE: Final = re.compile(r"\[\[[^\[\]]*\]\]")
_ALLOWED_PUNCTUATION: Final = frozenset(" .,")
# Fast paths: text made only of these can hold no control character (structure) and no
# character outside the prose rule (masked text); anything else is checked one by one.
_PLAIN_TEXT: Final = re.compile(r"[\uac00-\ud7a3 .,\[\]PA:0-9]*")
_PROSE_ONLY: Final = re.compile(r"[\uac00-\ud7a3 .,]*")
# An issued sentence ends as issued, with "." or ",".
_AFTER_TOKEN: Final = frozenset(".,")
# Outside seed 001's character rule like any other sign: after an issued sentence it would
# exclaim a fact or an action ("체중이 증가했습니다!"), after the speaker's own words it adds
# an emphasis or an evaluation ("안내는 여기까지예요!") the canonical text does not make
# (ADR 0020 rounds 6 and 23). One reason wherever it stands.
_EXCLAMATION: Final = frozenset("!！")
_AFTER_TOKEN_OR_EXCLAMATION: Final = _AFTER_TOKEN | _EXCLAMATION
# Whitespace other than the plain space (tabs, no-break and ideographic spaces, ...).
_OTHER_WHITESPACE: Final = re.compile(r"[^\S ]")
_NOT_HANGUL: Final = re.compile(r"[^\uac00-\ud7a3]+")
_QUOTES: Final = frozenset("\"'`“”‘’„«»「」『』〝〞")
_BRACKETS: Final = frozenset("()[]{}<>（）［］｛｝〈〉《》【】〔〕")


class ProseRejected(Exception):
    """A slot text breaks a rule; ``reason`` is a code (never the text itself)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def _is_hangul_syllable(char: str) -> bool:
    return "\uac00" <= char <= "\ud7a3"


def _character_reason(char: str) -> str:
    category = unicodedata.category(char)
    if category == "Nd" or unicodedata.numeric(char, None) is not None:
        return "digit"
    if "A" <= char <= "Z" or "a" <= char <= "z" or "Ａ" <= char <= "ｚ":
        return "latin"
    if char in _EXCLAMATION:
        return "exclamation"
    if char in "+-−%％~～〜":
        return "signed_percent_or_range"
    if char in _QUOTES:
        return "quote"
    if char in _BRACKETS:
        return "bracket"
    if char in ":/@#":
        return "url_or_identifier"
    if category == "So" or "\U0001f000" <= char <= "\U0001faff":
        return "emoji_or_symbol"
    if "\u1100" <= char <= "\u11ff" or "\u3130" <= char <= "\u318f":
        return "jamo"
    if "\u4e00" <= char <= "\u9fff" or "\u3400" <= char <= "\u4dbf":
        return "hanja"
    return "character"


def _check_structure(text: str, slot: ProseSlot) -> None:
    if unicodedata.normalize("NFC", text) != text:
        raise ProseRejected("not_nfc")
    if _PLAIN_TEXT.fullmatch(text) is None:
        for char in text:
            if unicodedata.category(char) in ("Cc", "Cf", "Zl", "Zp") or char == "\ufeff":
                raise ProseRejected("control_or_newline")
    if text != text.strip() or "  " in text or _OTHER_WHITESPACE.search(text) is not None:
        raise ProseRejected("spacing")
    # Code points, as seed 001's manifest counts them (``len`` of a Python str).
    if len(text) > slot.max_generated_chars:
        raise ProseRejected("too_long")
    issued = [placeholder.token for placeholder in slot.placeholders]
    found = _PLACEHOLDER_LIKE.findall(text)
    if found != issued:
        raise ProseRejected("placeholders")
    for match in _PLACEHOLDER_LIKE.finditer(text):
        before = text[match.start() - 1] if match.start() else " "
        after = text[match.end()] if match.end() < len(text) else ""
        if before != " " or (after not in _AFTER_TOKEN_OR_EXCLAMATION and not _closes_slot(after)):
            raise ProseRejected("placeholder_not_alone")
        if after in _EXCLAMATION:
            # Met here before the character rule below; the same reason as anywhere else.
            raise ProseRejected(_character_reason(after))


def _closes_slot(after: str) -> bool:
    """Nothing after the token: the last issued sentence ends the slot without its period
    (ADR 0020 round 45). Nothing can be glued to it or follow it, so the missing period is
    orthographic noise; ``precheck`` judges the text as if the period were there."""
    return after == ""


def mask_placeholders(text: str, mark: str = " ") -> str:
    return _PLACEHOLDER_LIKE.sub(mark, text)


def precheck(text: str, slot: ProseSlot) -> str:
    """The checks before any analysis; returns the text with placeholders as symbols."""
    _check_structure(text, slot)
    masked = mask_placeholders(text)
    if _PROSE_ONLY.fullmatch(masked) is None:
        for char in masked:
            if not (_is_hangul_syllable(char) or char in _ALLOWED_PUNCTUATION):
                raise ProseRejected(_character_reason(char))
    if "[" in masked or "]" in masked:
        raise ProseRejected("bracket")
    collapsed = _NOT_HANGUL.sub("", masked)
    if not collapsed:
        raise ProseRejected("no_connective_prose")
    family = collapsed_family(collapsed)
    if family is not None:
        raise ProseRejected(f"forbidden_{family}")
    # Each placeholder stands as a symbol (tag SW) so the judgment sees where the prose
    # ends and an issued sentence begins. A slot ending on its last token is judged with the
    # period it left out (round 45): the same decision as the closed text, never a laxer one.
    marked = mask_placeholders(text, PLACEHOLDER_MARK)
    return f"{marked}." if marked.endswith(PLACEHOLDER_MARK) else marked


# The polite final endings, which never link a clause: Kiwi tags them EC when a comma
# follows ("다음 항목입니다, [[P:01]]") - the sentence still ends there (round 39).
_POLITE_FINALS: Final = frozenset(
    {"ᆸ니다", "습니다", "ᆸ니까", "습니까", "에요", "예요", "어요", "아요", "여요", "세요", "으세요"}
    # round 121: the promissive -ㄹ게요 is a final only ("응원할게요, 회원님.")
    | {"ᆯ게요", "을게요"}
)


def _promise_split(morphs: Sequence[Morph], index: int) -> bool:
    """``요약해 볼게요, [[P:01]].``: before a comma Kiwi may read the promissive -ㄹ게요 as
    ᆯ/ETM 것/NNB 이/VCP 요/EC - "것이요" written as the two syllables "게요" (round 82)."""
    if index + 4 >= len(morphs) or morphs[index].tag != "ETM" or morphs[index].form != "ᆯ":
        return False
    thing, copula, polite, comma = morphs[index + 1 : index + 5]
    shape = (thing.form, thing.tag, copula.tag, polite.form, polite.tag, comma.tag)
    return shape == ("것", "NNB", "VCP", "요", "EC", "SP") and polite.end - thing.start == 2


# Compound reading verbs Kiwi splits in some of their forms into a first verb, -어 and the verb
# 보 ("눈여겨봐 주세요" -> 눈여기/VV 어/EC 보/VV 어/EC ...), while it keeps them whole in others
# ("눈여겨보세요", "눈여겨볼 부분"): the split form is read as the one verb it is (round 95), so
# the rules that name 눈여겨보 decide it, not a link between two acts.
_SPLIT_LOOK_VERBS: Final = frozenset({"눈여기"})


def _stray_looks(morphs: Sequence[Morph]) -> Sequence[Morph]:
    """``morphs`` with the verb 보 that Kiwi tags as an auxiliary straight after a step in
    씩 ("하나씩 보니" -> 하나/NR 씩/XSN 보/VX 니/EC) tagged as the verb it is (round 124): an
    auxiliary with no verb to help starts no predicate chain, so "하나씩 보니, [[P:01]]." -
    a finding, as "하나하나 보니" is - was judged by nobody. (After other words - "차례로
    볼게요", "함께 봐요" - the stray auxiliary is left as Kiwi reads it: taking it as the verb
    there refused harmless texts the walk rules do not reach.)"""
    strays = [
        i
        for i, m in enumerate(morphs)
        if (m.form, m.tag) == ("보", "VX")
        and i > 0
        and (morphs[i - 1].form, morphs[i - 1].tag) == ("씩", "XSN")
    ]
    if not strays:
        return morphs
    fixed = list(morphs)
    for i in strays:
        fixed[i] = Morph("보", "VV", fixed[i].start, fixed[i].end)
    return tuple(fixed)


def _read_down(morphs: Sequence[Morph]) -> Sequence[Morph]:
    """Round 126: ``읽어 내려가시도록``, ``읽어 내려가실 수 있게`` - 읽/VV 어/EC 내려가/VV, reading
    on down the page, is one act of reading: made the one stem 읽 (its endings kept), so the
    reader's reading of this message is judged as "읽으시도록" is. Any other verb before
    내려가 ("걸어 내려가시도록", "계단을 내려가시면") stays a movement."""
    joins = [
        i
        for i, m in enumerate(morphs[:-2])
        if (m.form, m.tag) == ("읽", "VV")
        and (morphs[i + 1].form, morphs[i + 1].tag) == ("어", "EC")
        and (morphs[i + 2].form, morphs[i + 2].tag) == ("내려가", "VV")
    ]
    if not joins:
        return morphs
    fixed = list(morphs)
    for i in reversed(joins):
        fixed[i : i + 3] = [Morph("읽", "VV", fixed[i].start, fixed[i + 2].end)]
    return tuple(fixed)


# Round 129: the speaker's own words named as the subject of how they come out ("말씀이
# 길어지지 않도록", "말이 복잡해지지 않게"), and the adjectives of a telling's form - its length,
# tangle, difficulty and tone - that such a purpose keeps from happening.
_OWN_TELLING_NOUNS: Final = frozenset({"말", "말씀", "글", "설명", "안내", "이야기"})
_TELLING_FORM_ADJECTIVES: Final = frozenset(
    {"길", "복잡하", "어렵", "장황하", "딱딱하", "어색하", "지루하", "번잡하", "난해하"}
)
# The same with -어지- read by Kiwi as one verb ("이야기가 길어지지 않게" -> 길어지/VV).
_TELLING_FORM_BECOMING: Final = frozenset(
    {"길어지", "복잡해지", "어려워지", "장황해지", "딱딱해지", "어색해지", "지루해지", "번잡해지"}
)
_NEGATED_PURPOSE: Final = frozenset(
    {("지", "도록"), ("지", "게"), ("어", "지", "도록"), ("어", "지", "게"), ("아", "지", "도록")}
    | {("아", "지", "게")}
)


def _own_telling_subject(morphs: Sequence[Morph]) -> Sequence[Morph]:
    """Round 129: ``말씀이 길어지지 않도록 간단히``, ``말이 복잡해지지 않게 바로`` - the
    speaker's own words (말, 말씀, 글, 설명, 안내, 이야기; 제 before them at most) as the subject,
    opening their sentence, of an adjective of a telling's form (길다, 복잡하다, 어렵다,
    장황하다, 딱딱하다, ...; -어지- at most) in the negated purpose -지 않도록/-지 않게, no -시-,
    no tense: the subject names only what the purpose is about already, so it is dropped and
    the rest judged as "길어지지 않도록 간단히" is. Another subject ("운동이 길어지지 않도록"),
    another adjective ("몸이 무거워지지 않게"), any other ending ("말이 길어져서", "길어졌으니")
    or anything before the subject keep it as written."""
    found = None
    drops: list[tuple[int, int]] = []
    for index in range(len(morphs) - 2):
        noun, marker = morphs[index], morphs[index + 1]
        if noun.tag != "NNG" or noun.form not in _OWN_TELLING_NOUNS:
            continue
        if marker.tag != "JKS" or marker.form not in {"이", "가"}:
            continue
        start = index
        if index >= 2 and [(m.form, m.tag) for m in morphs[index - 2 : index]] == [
            ("저", "NP"),
            ("의", "JKG"),
        ]:
            start = index - 2  # 제 말이
        if start > 0 and morphs[start - 1].tag not in {"SF", "SW"}:
            continue
        found = chains(morphs) if found is None else found
        chain = next((c for c in found if c.first == index + 2), None)
        if chain is None or chain.auxiliaries not in {("않",), ("지", "않")}:
            continue
        adjective = chain.stem in _TELLING_FORM_ADJECTIVES and chain.tag in {"VA", "XSA"}
        becoming = chain.stem in _TELLING_FORM_BECOMING and chain.tag in {"VV", "XSV"}
        if not (adjective or becoming):
            continue
        if tuple(e.form for e in chain.endings) not in _NEGATED_PURPOSE:
            continue
        drops.append((start, index + 2))
    if not drops:
        return morphs
    fixed = list(morphs)
    for start, end in reversed(drops):
        del fixed[start:end]
    return tuple(fixed)


def joined_looks(morphs: Sequence[Morph]) -> Sequence[Morph]:
    """``morphs`` with a split compound reading verb (``눈여기 + 어 + 보``) made one stem,
    (round 124) a stray auxiliary 보 read as the verb, (round 126) 읽어 내려가 as 읽 and
    (round 129) the speaker's own words dropped as the subject of their form kept plain."""
    morphs = _own_telling_subject(_read_down(_stray_looks(morphs)))
    joins = [
        i
        for i, m in enumerate(morphs[:-2])
        if m.tag == "VV"
        and m.form in _SPLIT_LOOK_VERBS
        and (morphs[i + 1].form, morphs[i + 1].tag) == ("어", "EC")
        and (morphs[i + 2].form, morphs[i + 2].tag) == ("보", "VV")
        and morphs[i + 2].start == morphs[i + 1].end  # written as one word
    ]
    if not joins:
        return morphs
    fixed = list(morphs)
    for i in reversed(joins):
        joined = fixed[i].form[:-1] + "겨보"
        fixed[i : i + 3] = [Morph(joined, "VV", fixed[i].start, fixed[i + 2].end)]
    return tuple(fixed)


def comma_finals(morphs: Sequence[Morph]) -> Sequence[Morph]:
    """``morphs`` with a polite final ending before a comma tagged as the final it is."""
    marks = [
        i
        for i, m in enumerate(morphs[:-1])
        if m.tag == "EC" and m.form in _POLITE_FINALS and morphs[i + 1].tag == "SP"
    ]
    splits = [i for i, m in enumerate(morphs) if m.tag == "ETM" and _promise_split(morphs, i)]
    if not marks and not splits:
        return morphs
    fixed = list(morphs)
    for i in marks:
        m = fixed[i]
        fixed[i] = Morph(m.form, "EF", m.start, m.end)
    # Round 82: the split -ㄹ게요 made one final again, from the last so the indices hold.
    for i in reversed(splits):
        fixed[i : i + 4] = [Morph("ᆯ게요", "EF", fixed[i].start, fixed[i + 3].end)]
    return tuple(fixed)


# What cannot end a sentence: a connective ending, a conjunction or adverb, a particle, a
# modifier - a slot whose last words stop on one ("[[P:01]]. 그리고", "..., 이어서 말씀드리면")
# is a cut-off output, not connective prose: seed 001's grammar closes every slot on a
# finished sentence, and a cut-off model output is a failure, so canonical (session 11).
_CANNOT_END: Final = frozenset({"EC", "MAJ", "MAG", "ETM", "MM", "XPN"})


def unfinished(morphs: Sequence[Morph]) -> bool:
    """The slot's last word cannot end a sentence (a final ``요`` after an ending can)."""
    end = len(morphs)
    while end and morphs[end - 1].tag in ("SF", "SP"):
        end -= 1
    if not end:
        return False
    last = morphs[end - 1]
    if last.tag == "JX" and last.form == "요":
        return False  # "그렇고요", "있는데요": the polite -요 closes the sentence
    return last.tag in _CANNOT_END or last.tag.startswith("J")


# Words a closing without a predicate may be made of ("[[P:01]]. 이상.", "... 여기까지요"):
# the message's own parts and its end. Any other word in such a closing names something.
_CLOSING_FRAGMENT_WORDS: Final = (
    classes.DISCOURSE_NOUNS
    | classes.CLOSING_PART_NOUNS
    | classes.CLOSING_EXTENT_NOUNS
    | frozenset({"끝", "이만", "마무리", "요약"})
    # the surfaces' own periods ("오늘은 여기까지요"; a time word is judged before this)
    | frozenset({"오늘", "이번", "주"})
)
# What a closing fragment's words are, as Kiwi tags them (particles, endings and signs are
# its grammar, not its words).
_FRAGMENT_WORD_TAGS: Final = frozenset(
    {"NNG", "NNP", "NNB", "NR", "NP", "MAG", "MM", "XR", "XPN", "IC", "VA", "VV", "SL", "SH"}
)


def _elliptic(sentence: Sequence[Morph]) -> bool:
    """A sentence with no predicate of its own: nouns ("레그 데이", "굿"), or an adverbial
    and a polite 요 ("하체 위주로요", "가벼운 무게로요", "짧게요") - its verb left to be
    understood. A final ending, or a connective one closed by 요 ("그렇고요", "있는데요"),
    is a predicate; a manner -게 before 요 is not."""
    if any(m.tag == "EF" for m in sentence):
        return False
    if len(sentence) >= 2 and sentence[-1].tag == "JX" and sentence[-1].form == "요":
        before = sentence[-2]
        return not (before.tag == "EC" and before.form != "게")
    return True


def closing_fragment(morphs: Sequence[Morph]) -> bool:
    """After the last issued sentence, a sentence with no predicate that names something
    other than the message's own parts or end: "[[P:01]]. 레그 데이.", "[[P:01]]. 굿.",
    "[[P:01]]. 하체 위주로요.", "[[P:01]]. 휴식은 짧게요." (round 57) - a new fact, an
    evaluation or an instruction with its verb left out. "[[P:01]]. 이상." stays a closing."""
    marks = [i for i, m in enumerate(morphs) if m.form == PLACEHOLDER_MARK]
    if not marks:
        return False
    sentence: list[Morph] = []
    for morph in (*morphs[marks[-1] + 1 :], Morph(".", "SF", 0, 0)):
        if morph.tag != "SF":
            if morph.tag != "SP":
                sentence.append(morph)
            continue
        words = [m for m in sentence if m.tag in _FRAGMENT_WORD_TAGS]
        named = any(m.form not in _CLOSING_FRAGMENT_WORDS for m in words)
        if named and _elliptic(sentence):
            return True
        sentence = []
    return False


def comment_before_issued(morphs: Sequence[Morph]) -> bool:
    """Before an issued sentence, a sentence with no predicate, closed by its period, that is
    a topic or a subject and a noun said of it - "요약, 오늘은 무난. [[P:01]].", "체중은
    안정. [[P:01]]." (round 74): a predication with its copula left out, the note style's
    evaluation. A comment that is one of the message's own words, or an adverb ("오늘은
    차분히."), is none."""
    marks = [i for i, m in enumerate(morphs) if m.form == PLACEHOLDER_MARK]
    if not marks:
        return False
    sentence: list[Morph] = []
    for morph in morphs[: marks[-1]]:
        if morph.form == PLACEHOLDER_MARK:
            sentence = []
            continue
        if morph.tag != "SF":
            if morph.tag != "SP":
                sentence.append(morph)
            continue
        if _elliptic(sentence) and len(sentence) >= 3:
            last = sentence[-1]
            topic = any(
                (m.tag == "JX" and m.form in {"은", "는"}) or m.tag == "JKS" for m in sentence[:-1]
            )
            if topic and last.tag in {"NNG", "XR"} and last.form not in _CLOSING_FRAGMENT_WORDS:
                return True
        sentence = []
    return False


def check_analysed(morphs: Sequence[Morph], slot: ProseSlot) -> None:
    """The deny classes and the structural judgment over one analysis of the slot's prose."""
    morphs = comma_finals(joined_looks(morphs))
    found = chains(morphs)
    # Waivers only ever lift a deny-class hit, so they are worked out only when there is one.
    if morph_family(morphs) is not None:
        family = morph_family(morphs, skip=waived_indices(morphs, slot.slot_id, found))
        if family is not None:
            raise ProseRejected(f"forbidden_{family}")
    reason = judge(morphs, slot.slot_id, found)
    if reason is not None:
        raise ProseRejected(reason)
    # Last: whatever the words say, a slot that stops mid-sentence is cut off.
    if unfinished(morphs):
        raise ProseRejected("unfinished_sentence")
    # After every other check, so no earlier reason changes (round 57).
    if closing_fragment(morphs):
        raise ProseRejected("closing_fragment")
    if comment_before_issued(morphs):
        raise ProseRejected("predication")


def check_generated(text: str, slot: ProseSlot) -> None:
    """Raise ``ProseRejected`` unless ``text`` is acceptable connective prose for ``slot``."""
    check_analysed(ANALYZER.analyze_kept(precheck(text, slot)), slot)


def check_all_generated(texts: Sequence[str], slots: Sequence[ProseSlot]) -> None:
    """``check_generated`` for every slot of one response, cheapest checks first.

    Every slot's structure and characters are checked before any Kiwi analysis (one bad
    slot rejects the response without analysing the others), and each distinct prose text
    is analysed once even if several slots carry it - or not at all if the analyzer has kept
    its analysis from an earlier response (``analyze_kept``).
    """
    marked = [precheck(text, slot) for text, slot in zip(texts, slots, strict=True)]
    analyses: dict[str, tuple[Morph, ...]] = {}
    for text, slot in zip(marked, slots, strict=True):
        morphs = analyses.get(text)
        if morphs is None:
            morphs = analyses[text] = ANALYZER.analyze_kept(text)
        check_analysed(morphs, slot)
