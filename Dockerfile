# One image for all five services; compose.yaml picks the service by command.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1
WORKDIR /app

COPY requirements.lock ./
RUN pip install --no-cache-dir -r requirements.lock

COPY pyproject.toml README.md dualcoach.yaml ./
COPY shared ./shared
COPY services ./services
# `dualcoach up` (no bot token) and `dualcoach simulate` run these (ADR 0079).
COPY tools ./tools
RUN pip install --no-cache-dir --no-deps . \
    && useradd --system --uid 10001 --home-dir /app dualcoach

USER dualcoach
