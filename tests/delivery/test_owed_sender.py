"""Richard's owed messages are sent on one thread, never on the request's (issue 18)."""

from __future__ import annotations

import threading

from services.delivery.sending.queue import OwedMessageSender


def test_without_its_thread_a_job_runs_at_once_on_the_callers_thread():
    sender = OwedMessageSender()
    ran: list[str] = []
    sender.owe("review:d1:1", lambda: ran.append(threading.current_thread().name))
    assert ran == [threading.current_thread().name]


def test_owed_jobs_run_in_order_on_the_sender_thread_and_a_key_queued_twice_runs_once():
    sender = OwedMessageSender(name="owed-under-test")
    gate = threading.Event()
    ran: list[tuple[str, str]] = []

    def job(name: str):
        def run() -> None:
            gate.wait(10)
            ran.append((name, threading.current_thread().name))

        return run

    sender.start()
    try:
        sender.owe("review:d1:1", job("d1"))  # waits on the gate: the next two queue up
        sender.owe("review:d2:1", job("d2"))
        sender.owe("review:d2:1", job("d2-again"))
        assert ran == []  # the caller never waited
        gate.set()
        assert sender.wait_idle(10)
    finally:
        sender.stop()
    assert ran == [("d1", "owed-under-test"), ("d2", "owed-under-test")]


def test_a_failing_job_does_not_stop_the_sender():
    sender = OwedMessageSender()
    ran: list[str] = []

    def fail() -> None:
        raise RuntimeError("gateway unreachable")

    sender.start()
    try:
        sender.owe("notice:d1", fail)
        sender.owe("notice:d2", lambda: ran.append("d2"))
        assert sender.wait_idle(10)
    finally:
        sender.stop()
    assert ran == ["d2"]
