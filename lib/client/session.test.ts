import { afterEach, describe, expect, it, vi } from "vitest";
import { TOKEN_STORAGE_KEY, readToken, removeToken, saveToken } from "./session";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("stored session", () => {
  it("keeps the token in localStorage under auth.token", () => {
    const items = new Map<string, string>();
    vi.stubGlobal("localStorage", {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
      removeItem: (key: string) => items.delete(key),
    });
    expect(TOKEN_STORAGE_KEY).toBe("auth.token");
    expect(readToken()).toBeNull();
    saveToken("session-token");
    expect(items.get("auth.token")).toBe("session-token");
    expect(readToken()).toBe("session-token");
    removeToken();
    expect(readToken()).toBeNull();
  });

  it("works as signed out where there is no localStorage (server rendering)", () => {
    expect(readToken()).toBeNull();
    expect(() => saveToken("t")).not.toThrow();
    expect(() => removeToken()).not.toThrow();
  });

  it("works as signed out when the browser blocks storage", () => {
    const blocked = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    vi.stubGlobal("localStorage", { getItem: blocked, setItem: blocked, removeItem: blocked });
    expect(readToken()).toBeNull();
    expect(() => saveToken("t")).not.toThrow();
    expect(() => removeToken()).not.toThrow();
  });
});
