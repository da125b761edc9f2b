"""The structural judgment: does a slot's free prose only connect, or does it claim?

Prose around the placeholders may order, summarise, set the manner of presenting, greet,
thank, or perform the speaker's own speech act toward the reader ("요점만 말씀드리면",
"끝으로", "조급해하지 않고", "말씀드리겠습니다"). Anything that predicates something about
the customer, the world, time, quantities, causes, outcomes or the future is a claim and
fails. The judgment is read off Kiwi's morphemes, tags and endings:

* numerals (NR, SN, numeral determiners) unless they count the message's own parts;
* time nouns — months, native and Sino-Korean day counts, times of day, seasons;
* evaluative, relief and epistemic sentence adverbs; causal/contrastive connectives and
  cause/result nouns; evidential framings (``흐름상``, ``추세로 보면``);
* every predicate chain that is not the speaker's speech act: honorific ``-시-`` (the
  customer as subject), past ``-었-``, conjectural ``-겠-`` / ``-ㄹ 거``, a final ending,
  a causal or conditional link, a co-occurring event (``-며``, ``-고``). What such a
  predicate may still do is colour the manner: ``-게``, ``-지 않고/않게``, a modifier of
  a noun, or a verb chained into a speech act (``풀어서 말씀드리면``).

Returns a reason code or ``None``; pure, no I/O.
"""

from __future__ import annotations

from collections.abc import Sequence

from services.expression.validation import word_classes as classes
from services.expression.validation.clauses import chains
from services.expression.validation.predicates import PLACEHOLDER_MARK, chain_reason, is_speech
from services.expression.validation.stems import Morph
from services.expression.validation.word_rules import word_reason

__all__ = ["PLACEHOLDER_MARK", "idiom_indices", "judge"]


def judge(morphs: Sequence[Morph], slot_id: str) -> str | None:
    """The first reason the prose claims something, or ``None`` if it only connects."""
    first_mark = next((i for i, m in enumerate(morphs) if m.form == PLACEHOLDER_MARK), len(morphs))
    for index in range(len(morphs)):
        reason = word_reason(morphs, index, slot_id, opening=index < first_mark)
        if reason is not None:
            return reason
    found = chains(morphs)
    for position, chain in enumerate(found):
        following = found[position + 1] if position + 1 < len(found) else None
        reason = chain_reason(morphs, chain, following)
        if reason is not None:
            return reason
    return None


def idiom_indices(morphs: Sequence[Morph]) -> frozenset[int]:
    """Stems of speech idioms (``줄여 말씀드리면``) that the deny lists must not read."""
    found = chains(morphs)
    return frozenset(
        chain.first
        for position, chain in enumerate(found)
        if chain.stem in classes.SPEECH_IDIOM_VERBS
        and is_speech(chain, found[position + 1] if position + 1 < len(found) else None, morphs)
    )
