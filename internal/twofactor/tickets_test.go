package twofactor

import (
	"testing"
	"time"
)

func TestTicketsExpireRunOutAndAreSingleUse(t *testing.T) {
	tk := newTickets()
	now := time.Unix(1_800_000_000, 0)
	id := tk.issue("u1", now)
	if tk.use(id, now) != "u1" {
		t.Fatal("a new ticket was refused")
	}
	if tk.use(id, now.Add(TicketTTL+time.Second)) != "" {
		t.Error("an expired ticket was accepted")
	}

	id = tk.issue("u1", now)
	for i := 0; i < TicketAttempts; i++ {
		if tk.use(id, now) == "" {
			t.Fatalf("refused before %d wrong codes", TicketAttempts)
		}
		tk.fail(id)
	}
	if tk.use(id, now) != "" {
		t.Error("a ticket out of attempts was accepted")
	}

	id = tk.issue("u1", now)
	tk.done(id)
	if tk.use(id, now) != "" {
		t.Error("a used ticket was accepted again")
	}
	if tk.use("made-up", now) != "" {
		t.Error("an unknown ticket was accepted")
	}
}
