# A failed write is an error: exit 2 and a message.
mazegen -s 1 10 >/dev/full
