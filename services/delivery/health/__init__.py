"""Delivery's health numbers: outbox backlog, deliveries by state, scheduler lag.

The same snapshot feeds ``/metrics`` (gauges) and the console's health panel, so Richard and
a scraper never see two different counts.
"""
