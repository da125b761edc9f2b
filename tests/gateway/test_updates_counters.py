"""The day's audit counters in shards: each counter is the sum of its shards (ADR 0102)."""

from __future__ import annotations

from datetime import date

from sqlalchemy import text
from sqlalchemy.orm import Session

from services.gateway.tables import COUNTER_SHARDS
from services.gateway.updates import repository
from services.gateway.updates.schemas import CounterRow
from shared.db import migrate

DAY = date(2026, 12, 7)
BEFORE_SHARDS = "gateway_0005_polled_inbox"


def test_an_update_s_counters_go_to_the_shard_its_id_names():
    shards = [repository.counter_shard(update_id) for update_id in range(1000, 1000 + 64)]
    assert set(shards) == set(range(COUNTER_SHARDS))
    assert repository.counter_shard(1000) == repository.counter_shard(1000 + COUNTER_SHARDS)


def test_a_counter_is_the_sum_of_its_shards_and_each_shard_is_its_own_row(database):
    with database.engine(database.owner_url("gateway")) as engine:
        with Session(engine) as session, session.begin():
            for update_id, by in ((1, 1), (2, 1), (17, 3), (2, 1)):
                shard = repository.counter_shard(update_id)
                repository.increment_counter(
                    session, kst_date=DAY, counter="update_received", by=by, shard=shard
                )
            repository.increment_counter(session, kst_date=DAY, counter="unknown_sender")
            repository.increment_counter(session, kst_date=date(2026, 12, 8), counter="x")
        with Session(engine) as session, session.begin():
            counters = repository.counters_on(session, kst_date=DAY)
            rows = session.execute(
                text(
                    "SELECT shard, count FROM gateway.update_counter"
                    " WHERE counter = 'update_received' ORDER BY shard"
                )
            ).all()
    assert counters == [
        CounterRow(kst_date="2026-12-07", counter="unknown_sender", count=1),
        CounterRow(kst_date="2026-12-07", counter="update_received", count=6),
    ]
    assert [tuple(row) for row in rows] == [(1, 4), (2, 2)]


def test_the_shards_fold_back_into_one_row_per_counter_on_downgrade(database):
    url = database.owner_url("gateway")
    with database.engine(url) as engine, Session(engine) as session, session.begin():
        for update_id in (1, 2, 3, 3):
            shard = repository.counter_shard(update_id)
            repository.increment_counter(
                session, kst_date=DAY, counter="update_received", shard=shard
            )
        repository.increment_counter(session, kst_date=DAY, counter="unknown_sender", by=2)
    migrate.downgrade("gateway", url, BEFORE_SHARDS)
    query = text("SELECT counter, count FROM gateway.update_counter ORDER BY counter")
    with database.engine(url) as engine, engine.connect() as connection:
        folded = [tuple(row) for row in connection.execute(query)]
    assert folded == [("unknown_sender", 2), ("update_received", 4)]
    migrate.upgrade("gateway", url, "head")
    with database.engine(url) as engine, Session(engine) as session, session.begin():
        assert repository.counters_on(session, kst_date=DAY) == [
            CounterRow(kst_date="2026-12-07", counter="unknown_sender", count=2),
            CounterRow(kst_date="2026-12-07", counter="update_received", count=4),
        ]
