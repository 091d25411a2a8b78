package throttle

import "net/http"

// The payment provider's notification route is public (the provider cannot sign in), so
// without a limit one client could post refused notifications as fast as the server
// answers. A provider sends one per status change of a payment, from few addresses, and
// retries what is refused: the limits leave room for a busy shop.
func init() {
	Rules = append(Rules, Rule{Name: "payments-ipn", Method: http.MethodPost, Paths: []string{"/api/reelhouse/payments/ipn/coinpayments"},
		PerIP: []Limit{{120, minute}, {3000, hour}}, Message: "Too many payment notifications from this address."})
}
