"""What checkin's turn flows ask: questions, answer parsing, thresholds and fixed texts (pure).

The check-in wizard and the trainer record ask these; the drafts cite and judge the
answers with them, and the catalogue publishes them. They sit below all of those, so
none of them imports another to read a question (ADR 0086).
"""
