// Package console serves gpumesh's read-only web console: HTML and JSON views of a provider
// daemon (devices, jobs, earnings, stake, reputation), of a requester (jobs with live status and
// events, cost per useful output per class, providers compared by price, reputation and
// attested throughput) and of the market (the offers in the node's book, and the lowest and
// median price per GPU model and class over time, sampled by Console.Run).
//
// The page is static (embedded in the binary: index.html, app.js, style.css; no framework, no
// build step) and polls the JSON endpoints:
//
//	GET /console/                   the page
//	GET /console/api/provider       the provider view (Sources.Provider)
//	GET /console/api/requester      the requester view (Sources.Jobs, Sources.Offers, Sources.Reputation)
//	GET /console/api/market         the market view (Sources.Offers)
//	GET /console/api/views          which views this console has
//
// Access: the console is read-only — no endpoint moves money or changes state, and every
// method but GET and HEAD is answered 405. The page, its script and its style are the same in
// every binary and load without a token; the views (api/) are guarded. With a Config.Token,
// every view request must carry it
// (`Authorization: Bearer TOKEN`, or `?token=TOKEN` on the page's URL, which the page passes
// on to its API calls); a missing or wrong token is answered 401 with a message saying where
// the token comes from. Without a token the views answer only requests whose Host is a
// loopback address or localhost (so a web page elsewhere cannot read it through DNS
// rebinding); callers that listen on anything but loopback must set a token (NeedsToken).
package console
