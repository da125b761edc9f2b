"""The scripted four-week pilot, played through the product's real edges (ADR 0033).

One Monday-start pilot for one customer, as the people of the product would live it: the
operator registers and activates the customer (checkin's admin API, G1-G5), the customer
checks in every weekday in Telegram, the trainer records sessions, Richard approves and
edits drafts with Telegram buttons and in the console, the operator records payments,
satisfaction and his own time, and the KPI judgement closes the pilot.

* ``scenario`` - the pilot as data (pure): days, answers, review paths, records;
* ``expected`` - the figures a person computes from the scenario by hand (pure);
* ``people`` - the customer, the trainer and Richard in the Telegram simulator;
* ``operator`` - the operator's signed API calls and Richard's console forms;
* ``driver`` - plays the scenario day by day on a shared file clock;
* ``checks`` - what must hold afterwards, from the ledger, the drafts and the chats;
* ``stack`` - a throwaway local stack of real processes for ``dualcoach simulate pilot``.

The end-to-end test (``tests/e2e/test_pilot.py``) and the CLI play the same scenario.
"""
