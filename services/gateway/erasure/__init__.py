"""Withdrawal erasure of the gateway's customer rows (consent acknowledgements, and the send
records to chats no longer in the registry), after checkin's and delivery's."""
