"""``DriverStatement``: a statement compiled once, sent as the SQL SQLAlchemy would send."""

from __future__ import annotations

import pytest
from psycopg.types.json import Jsonb
from sqlalchemy import Column, Integer, MetaData, Table, Text, bindparam, literal, select, text
from sqlalchemy.dialects import postgresql
from sqlalchemy.dialects.postgresql import JSONB

from shared.db.driver import DriverStatement

_metadata = MetaData()
_table = Table(
    "t",
    _metadata,
    Column("id", Text, primary_key=True),
    Column("n", Integer, nullable=False),
    Column("body", JSONB, nullable=False),
)
_DIALECT = postgresql.psycopg.dialect()


def test_the_sql_is_what_sqlalchemy_compiles_and_constants_travel_with_it():
    statement = select(literal(1).label("one"), _table.c.n).where(
        _table.c.id == bindparam("wanted", type_=Text())
    )
    compiled = DriverStatement(statement).compiled(_DIALECT)
    assert compiled.sql == str(statement.compile(dialect=_DIALECT))
    assert compiled.constants == {"param_1": 1}  # the literal; the bound name is the caller's


def test_an_inserts_json_column_is_adapted_as_sqlalchemy_would():
    compiled = DriverStatement(_table.insert(), column_keys=["id", "n", "body"]).compiled(_DIALECT)
    assert compiled.sql == str(
        _table.insert().compile(dialect=_DIALECT, column_keys=["id", "n", "body"])
    )
    processors = dict(compiled.processors)
    assert set(processors) == {"body"}
    assert isinstance(processors["body"]({"a": 1}), Jsonb)


def test_a_text_statement_compiles_its_named_binds():
    compiled = DriverStatement(text("SELECT :a, :b")).compiled(_DIALECT)
    assert compiled.sql == "SELECT %(a)s, %(b)s"


def test_expanding_parameters_are_refused():
    statement = select(_table.c.n).where(_table.c.id.in_(bindparam("ids", expanding=True)))
    with pytest.raises(ValueError, match="expanding"):
        DriverStatement(statement).compiled(_DIALECT)
