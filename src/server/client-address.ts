/**
 * The client's address. With `trustedHops` 0 (TRUST_PROXY unset) it is the connection's peer and
 * X-Forwarded-For is ignored: anyone can write that header. Behind N proxies that each append the
 * address they received from, the client is the N-th entry from the right: the entries left of it
 * were written by the client itself and prove nothing. A shorter list than N means a proxy did not
 * add its entry; its leftmost (oldest) entry is the best there is.
 */
export function clientAddress(peer: string, forwardedFor: string | undefined, trustedHops: number): string {
  if (trustedHops <= 0 || !forwardedFor) return peer;
  const hops = forwardedFor
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (hops.length === 0) return peer;
  return hops[Math.max(0, hops.length - trustedHops)].slice(0, 64);
}
