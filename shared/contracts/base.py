"""The one base of the wire models: immutable, and an unknown field is an error."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class FrozenModel(BaseModel):
    """Immutable and strict: with ``extra="forbid"`` a field one side does not know is a 422,
    which is why every boundary model is defined once (``shared.contracts``)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
