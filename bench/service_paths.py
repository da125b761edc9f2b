"""The product's hot paths on a real stack, each against the bare baseline in the same run.

Run: ``.venv/bin/python bench/service_paths.py [--customers 40] [--rounds 3] [--smoke]``
(``make bench`` runs it). One scratch database and the five services as real processes
(the same stack ``dualcoach simulate pilot`` starts, Telegram simulated on loopback), and
the bare FastAPI + psycopg INSERT endpoint (``baseline.py``) as a sixth process on the same
database server. ``--customers`` are registered and activated first; then each round, on
two fresh weekdays of their window, measures in turn (baseline and product interleaved):

* a signed check-in answer (``POST .../checkins/{id}/answers`` as the gateway), p50/p99, at
  1 client and at 8 clients, against a baseline INSERT at the same concurrency;
* finalize, p50, at 1 and 8 clients;
* event append throughput: the operator's time record (a canonical event), 8 clients,
  against the baseline's INSERT throughput at 8 clients - once cycling over the customers
  (8 customers' appends in flight), once with all 8 clients on one customer (its chain
  lock serialises them by design, ADR 0010);
* tap -> next question: a customer presses an answer button in the Telegram simulator,
  timed until the next question is in the chat (gateway polling, checkin, send back).
  End to end, from this driver: its press, the simulator, the gateway's long poll, checkin,
  the send, and this driver's own 2 ms poll of the chat. Server-side, from the simulator's
  own clock: the getUpdates answer carrying the press written -> the bot's sendMessage of
  the next question received (``UpdateTimes.handed_at``, ``ChatMessage.sent_call_at``);
  what the driver and the simulator spend around it is not in that figure.

Each figure is the median over the rounds of that round's value; the ratio divides it by
the baseline's median. Prints the machine (``nproc``, CPU model) and the load average.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import date, datetime
from functools import partial
from pathlib import Path
from typing import Any

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import HEADER, Figure, closed_loop, load_average, percentile

from shared.auth.client import ServiceRequestSigner
from shared.clock import KST, ONE_DAY, FileClock
from shared.secrets import ensure_local_secrets, load_service_key
from shared.settings import PlatformSettings, load_settings
from shared.topology import SERVICES
from tools.pilot.operator import OperatorDesk
from tools.pilot.people import (
    CONSENT_AGREE,
    BotMessage,
    Flows,
    TelegramSimulator,
    is_saved,
    question_of,
)
from tools.pilot.scenario import (
    CHECKIN_AT,
    NORMAL,
    PILOT,
    REGISTER_AT,
    PilotScenario,
    cohort,
)
from tools.pilot.stack import (
    StackLayout,
    free_ports,
    running_stack,
    scratch_database,
)

BASELINE = Path(__file__).resolve().parent / "baseline.py"
TAP_POLL_SECONDS = 0.002


def machine() -> str:
    model = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"nproc {os.cpu_count()}, {model}"


@contextmanager
def baseline_server(dsn: str) -> Iterator[httpx.Client]:
    (port,) = free_ports(1)
    process = subprocess.Popen([sys.executable, str(BASELINE), dsn, str(port)])  # noqa: S603
    client = httpx.Client(
        base_url=f"http://127.0.0.1:{port}",
        timeout=30.0,
        limits=httpx.Limits(max_connections=16, max_keepalive_connections=16),
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                client.post("/insert", json={"warm": True}).raise_for_status()
                break
            except httpx.HTTPError:
                if time.monotonic() > deadline or process.poll() is not None:
                    raise
                time.sleep(0.1)
        yield client
    finally:
        client.close()
        process.terminate()
        process.wait(timeout=10)


class Product:
    """Signed clients on the running stack and the Telegram simulator."""

    def __init__(self, layout: StackLayout) -> None:
        self.layout = layout
        self.clock = FileClock(layout.clock_path)
        limits = httpx.Limits(max_connections=16, max_keepalive_connections=16)
        self.checkin = httpx.Client(
            base_url=layout.base_url("checkin"),
            timeout=60.0,
            limits=limits,
            auth=ServiceRequestSigner(
                "gateway",
                load_service_key(layout.secrets_dir, "gateway"),
                self.clock,
                audience="checkin",
            ),
        )
        self.operator = httpx.Client(
            base_url=layout.base_url("checkin"),
            timeout=60.0,
            limits=limits,
            auth=ServiceRequestSigner(
                "operator",
                load_service_key(layout.secrets_dir, "operator"),
                self.clock,
                audience="checkin",
            ),
        )
        self.telegram = TelegramSimulator(layout.simulator_url)
        # checkin's published question catalogue (operator-signed), once the desk has read it.
        self.flows: Flows | None = None
        self.entries = itertools.count()

    def close(self) -> None:
        self.checkin.close()
        self.operator.close()
        self.telegram.close()

    def at(self, day: date) -> None:
        self.clock.set(datetime.combine(day, CHECKIN_AT, tzinfo=KST))

    def _ok(self, response: httpx.Response) -> Any:
        if response.status_code not in (200, 201):
            raise RuntimeError(f"{response.request.url.path}: {response.status_code}")
        return response.json()

    def answer_all(self, customer_id: str, answers: list[float], finals: list[float]) -> None:
        """One check-in through checkin's API: each answer and the finalize timed."""
        path = f"/v1/customers/{customer_id}/checkins"
        view = self._ok(self.checkin.post(path))
        session = view["session_id"]
        while view.get("question") is not None:
            question = view["question"]["question_id"]
            started = time.perf_counter()
            view = self._ok(
                self.checkin.post(
                    f"{path}/{session}/answers",
                    json={"question_id": question, "value": NORMAL.answer(question)},
                )
            )
            answers.append(time.perf_counter() - started)
        started = time.perf_counter()
        self._ok(self.checkin.post(f"{path}/{session}/finalize"))
        finals.append(time.perf_counter() - started)

    def append_event(self, customer_id: str, day: date) -> None:
        """One operator-time record: a canonical event appended to the customer's stream."""
        number = next(self.entries)
        self._ok(
            self.operator.post(
                f"/v1/customers/{customer_id}/records/operator-time",
                json={
                    "entry_id": f"bench-{customer_id}-{number}",
                    "attempt_id": f"attempt-{uuid.uuid4().hex}",
                    "minutes": 1,
                    "task": "draft_review",
                    "work_date": day.isoformat(),
                },
            )
        )

    def ping(self) -> None:
        """A signed request that does nothing but pass verification (nonce included)."""
        self._ok(self.checkin.get("/internal/ping"))

    def tap_through(
        self,
        scenario: PilotScenario,
        taps: list[float],
        server: list[float] | None = None,
        handover: list[float] | None = None,
    ) -> None:
        """The customer's check-in in Telegram; each button press timed to the next question:
        end to end into ``taps``; server-side (update handed to the gateway -> its
        sendMessage of the next question received, the simulator's clock) into ``server``;
        the press queued -> handed over (the simulator and the gateway's long poll) into
        ``handover``."""
        address = scenario.customer
        assert self.flows is not None, "read the question catalogue first"
        flow = self.flows.checkin
        seen = max((m.message_id for m in self.telegram.bot_messages(address)), default=0)

        def next_message() -> BotMessage:
            deadline = time.monotonic() + 60
            while time.monotonic() < deadline:
                for message in self.telegram.bot_messages(address):
                    if message.message_id > seen:
                        return message
                time.sleep(TAP_POLL_SECONDS)
            raise RuntimeError("no answer from the bot in 60 s")

        self.telegram.write(address, "/checkin")
        message = next_message()
        while not is_saved(message, flow):
            seen = message.message_id
            if CONSENT_AGREE in message.callback_data:
                self.telegram.press(address, message.message_id, CONSENT_AGREE)
                message = next_message()
                continue
            question = question_of(message, flow)
            if question is None:
                message = next_message()
                continue
            data = f"ci:{question}:{NORMAL.answer(question)}"
            started = time.perf_counter()
            if data in message.callback_data:
                pressed = self.telegram.press_update(address, message.message_id, data)
                message = next_message()
                taps.append(time.perf_counter() - started)
                times = self.telegram.update_times(int(pressed["update_id"]))
                if times["handed_at"] is None or message.sent_call_at is None:
                    raise RuntimeError("the simulator did not time the press's turn")
                if server is not None:
                    server.append(message.sent_call_at - times["handed_at"])
                if handover is not None:
                    handover.append(times["handed_at"] - times["queued_at"])
            else:
                self.telegram.write(address, NORMAL.answer(question))
                message = next_message()


# Every bench stack's clock starts the evening before the pilot, at registration time.
STACK_STARTS_AT = datetime.combine(PILOT.starts_on - ONE_DAY, REGISTER_AT, tzinfo=KST)


@contextmanager
def scratch_layout(settings: PlatformSettings, prefix: str) -> Iterator[StackLayout]:
    """Where one bench stack will run: a temporary root with its secrets, a scratch
    database and free ports (the stack itself is started by the caller)."""
    with tempfile.TemporaryDirectory(prefix=prefix) as directory:
        root = Path(directory)
        secrets_dir = root / "secrets"
        ensure_local_secrets(secrets_dir)
        with scratch_database(settings, secrets_dir) as (admin_url, role_prefix):
            *ports, simulator_port = free_ports(len(SERVICES) + 1)
            yield StackLayout(
                admin_url=admin_url,
                role_prefix=role_prefix,
                root=root,
                ports=dict(zip(SERVICES, ports, strict=True)),
                simulator_port=simulator_port,
            )


@contextmanager
def registered(layout: StackLayout, scenarios: Sequence[PilotScenario]) -> Iterator[Product]:
    """The running stack's client with the question catalogue read and every scenario's
    customer registered by the operator; both clients are closed afterwards."""
    product = Product(layout)
    desk = OperatorDesk(
        checkin_url=layout.base_url("checkin"),
        delivery_url=layout.base_url("delivery"),
        key=load_service_key(layout.secrets_dir, "operator"),
        clock=product.clock,
    )
    try:
        product.flows = Flows.of(desk.question_catalogue())
        started = time.perf_counter()
        for scenario in scenarios:
            desk.register(scenario.enrolment)
        took = time.perf_counter() - started
        print(f"registered {len(scenarios)} customers in {took:.1f} s")
        yield product
    finally:
        product.close()
        desk.close()


def _dsn(layout: StackLayout) -> str:
    url = layout.admin_url.render_as_string(hide_password=False)
    return url.replace("postgresql+psycopg://", "postgresql://", 1)


def measure(args: argparse.Namespace) -> dict[str, Figure]:
    settings = load_settings(PlatformSettings)
    scenarios = cohort(PILOT, args.customers, args.customers)
    gateway_customers = scenarios[: args.tappers]
    api_customers = scenarios[args.tappers :]
    weekdays = [day.day for day in PILOT.days if day.is_weekday]
    if 2 * args.rounds > len(weekdays):
        raise SystemExit(f"at most {len(weekdays) // 2} rounds (two weekdays each)")
    figures = {
        "answer1": Figure("signed check-in answer p50, 1 client", "ms"),
        "answer1_99": Figure("signed check-in answer p99, 1 client", "ms"),
        "answer8": Figure("signed check-in answer p50, 8 clients", "ms"),
        "answer8_99": Figure("signed check-in answer p99, 8 clients", "ms"),
        "answers8_rate": Figure("answers/s, 8 clients", "/s", better="higher"),
        # Not a target: the floor every signed request pays before its own work (the
        # signature, the nonce's own transaction, the middleware) - a signed no-op.
        "floor": Figure("signed no-op (/internal/ping) p50, 1 client", "ms"),
        "final1": Figure("finalize p50, 1 client", "ms"),
        "final8": Figure("finalize p50, 8 clients", "ms"),
        "append": Figure("event append throughput, 8 clients", "/s", better="higher"),
        # The row above cycles the customers, so its 8 requests in flight are 8 customers'
        # (the operator's case). This one puts all 8 on one customer's chain lock: the
        # serialisation point of ADR 0010, shown on its own.
        "append_one": Figure("event append, 8 clients, all on ONE customer", "/s", better="higher"),
        "tap": Figure("tap -> next question p50 (gateway+simulator)", "ms"),
        "tap99": Figure("tap -> next question p99 (gateway+simulator)", "ms"),
        # The same taps from the simulator's own clock: the getUpdates answer carrying the
        # press written -> the next question's sendMessage received (issue 18's target).
        "tap_server": Figure("tap -> next question p50, server-side", "ms"),
        "tap_server99": Figure("tap -> next question p99, server-side", "ms"),
        # Not a target: the press queued -> handed to the gateway (the simulator waking its
        # long poll, or the gateway not yet back in getUpdates).
        "tap_handover": Figure("tap queued -> handed to the gateway p50", "ms"),
    }
    with (
        scratch_layout(settings, "dualcoach-bench-") as layout,
        running_stack(layout, starts_at=STACK_STARTS_AT, with_simulator=True, out=print),
        baseline_server(_dsn(layout)) as baseline,
        registered(layout, scenarios) as product,
    ):
        for round_number in range(args.rounds):
            _round(
                args,
                round_number,
                weekdays,
                product,
                baseline,
                figures,
                api_customers,
                gateway_customers,
            )
            print(f"round {round_number + 1}/{args.rounds} done, load {load_average()}")
    return figures


def _insert(baseline: httpx.Client) -> None:
    baseline.post("/insert", json={"bench": True, "value": 1}).raise_for_status()


def _round(
    args: argparse.Namespace,
    round_number: int,
    weekdays: Sequence[date],
    product: Product,
    baseline: httpx.Client,
    figures: dict[str, Figure],
    api: Sequence[PilotScenario],
    gateway: Sequence[PilotScenario],
) -> None:
    ms = 1000.0
    for clients, day in ((1, weekdays[2 * round_number]), (8, weekdays[2 * round_number + 1])):
        product.at(day)
        answers: list[float] = []
        finals: list[float] = []
        jobs = [partial(product.answer_all, s.customer_id, answers, finals) for s in api]
        run = closed_loop(clients, jobs)
        if run.errors:
            print(f"  {run.errors} check-in(s) failed at {clients} client(s)")
        base = closed_loop(clients, [lambda: _insert(baseline)] * max(len(answers), 1))
        base_final = closed_loop(clients, [lambda: _insert(baseline)] * max(len(finals), 1))
        if clients == 1:
            figures["answer1"].add(percentile(answers, 0.5) * ms, base.p50 * ms)
            figures["answer1_99"].add(percentile(answers, 0.99) * ms, base.p99 * ms)
            figures["final1"].add(percentile(finals, 0.5) * ms, base_final.p50 * ms)
            pings = closed_loop(1, [product.ping] * max(len(answers), 1))
            base_pings = closed_loop(1, [lambda: _insert(baseline)] * max(len(answers), 1))
            figures["floor"].add(pings.p50 * ms, base_pings.p50 * ms)
            taps: list[float] = []
            server: list[float] = []
            handover: list[float] = []
            for scenario in gateway:
                product.tap_through(scenario, taps, server, handover)
            tap_base = closed_loop(1, [lambda: _insert(baseline)] * max(len(taps), 1))
            figures["tap"].add(percentile(taps, 0.5) * ms, tap_base.p50 * ms)
            figures["tap99"].add(percentile(taps, 0.99) * ms, tap_base.p99 * ms)
            figures["tap_server"].add(percentile(server, 0.5) * ms, tap_base.p50 * ms)
            figures["tap_server99"].add(percentile(server, 0.99) * ms, tap_base.p99 * ms)
            figures["tap_handover"].add(percentile(handover, 0.5) * ms, tap_base.p50 * ms)
        else:
            figures["answer8"].add(percentile(answers, 0.5) * ms, base.p50 * ms)
            figures["answer8_99"].add(percentile(answers, 0.99) * ms, base.p99 * ms)
            figures["final8"].add(percentile(finals, 0.5) * ms, base_final.p50 * ms)
            figures["answers8_rate"].add(len(answers) / run.wall, base.per_second)
            appends = [
                partial(product.append_event, s.customer_id, day)
                for s in itertools.islice(itertools.cycle(api), args.appends)
            ]
            base_appends = closed_loop(8, [lambda: _insert(baseline)] * len(appends))
            appended = closed_loop(8, appends)
            figures["append"].add(appended.per_second, base_appends.per_second)
            one = [partial(product.append_event, api[0].customer_id, day)] * args.appends
            base_one = closed_loop(8, [lambda: _insert(baseline)] * len(one))
            appended_one = closed_loop(8, one)
            figures["append_one"].add(appended_one.per_second, base_one.per_second)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--customers", type=int, default=40, help="registered customers")
    parser.add_argument("--tappers", type=int, default=3, help="of them, check in via Telegram")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--appends", type=int, default=200, help="events appended per round")
    parser.add_argument("--json", type=Path, default=None, help="also write the figures here")
    parser.add_argument("--smoke", action="store_true", help="tiny sizes: does it run?")
    args = parser.parse_args()
    if args.smoke:
        args.customers, args.tappers, args.rounds, args.appends = 3, 1, 1, 8
    print(f"machine: {machine()}; load average before: {load_average()}")
    figures = measure(args)
    print(HEADER)
    for figure in figures.values():
        print(figure.row())
    print(f"load average after: {load_average()}")
    if args.json is not None:
        args.json.write_text(
            json.dumps(
                {key: {"product": f.product, "baseline": f.baseline} for key, f in figures.items()},
                indent=2,
            ),
            encoding="utf-8",
        )


if __name__ == "__main__":
    main()
