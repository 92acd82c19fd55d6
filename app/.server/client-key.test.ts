import { describe, expect, it } from "vitest";

import { clientKey } from "./client-key";

describe("clientKey", () => {
  it("gives one IPv4 client one key however its address is written", () => {
    for (const address of [
      "203.0.113.7",
      "::ffff:203.0.113.7",
      "::FFFF:cb00:7107",
      "0203.0.113.7",
      "203.0.113.7:1234",
      "[::ffff:203.0.113.7]:443",
      " 203.000.113.007 ",
    ]) {
      expect(clientKey(address, 64), address).toBe("203.0.113.7");
    }
  });

  it("gives one IPv6 address one key whatever its case, zeros, brackets or zone", () => {
    const forms = ["2001:DB8::1", "2001:db8:0:0:0:0:0:1", "[2001:db8::1]:8080", "2001:0db8::0001", "2001:db8::1%eth0"];
    const keys = new Set(forms.map((address) => clientKey(address, 64)));
    expect([...keys]).toEqual(["2001:db8:0:0:0:0:0:0/64"]);
  });

  it("counts a whole IPv6 /64 as one client, and different /64s apart", () => {
    expect(clientKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd", 64)).toBe(clientKey("2001:db8:1:2::9", 64));
    expect(clientKey("2001:db8:1:2::1", 64)).not.toBe(clientKey("2001:db8:1:3::1", 64));
  });

  it("follows the configured prefix length, including one that splits a group", () => {
    expect(clientKey("2001:db8:1:2::1", 48)).toBe(clientKey("2001:db8:1:ffff::1", 48));
    expect(clientKey("2001:db8:1:2::1", 128)).toBe("2001:db8:1:2:0:0:0:1/128");
    expect(clientKey("2001:db8:12ff::1", 40)).toBe("2001:db8:1200:0:0:0:0:0/40");
  });

  it("keeps what is no address as its own key", () => {
    expect(clientKey("unknown", 64)).toBe("unknown");
    expect(clientKey("999.1.1.1", 64)).toBe("999.1.1.1");
  });
});
