import type { Metadata } from "next";
import prose from "@/components/content/prose.module.css";
import { LOCAL_AUDIENCE } from "@/lib/auth/local-issuer";
import { localIssuerEnabled } from "@/lib/local-providers";
import { getConfig } from "@/lib/config";
import { localProviderPage } from "@/lib/http/local-provider";
import { isLineText } from "@/lib/text";
import { LocalSignInForm } from "./local-sign-in-form";

export const metadata: Metadata = { title: "Local sign-in", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The local identity provider's popup: type any e-mail, get an ID token for it. */
export default localProviderPage(localIssuerEnabled, async function LocalAuthorizePage({ searchParams }: Props) {
  const params = await searchParams;
  const nonce = typeof params.nonce === "string" ? params.nonce : "";
  const redirectUri = typeof params.redirect_uri === "string" ? params.redirect_uri : "";
  // Only our own callback may receive tokens, exactly as a real issuer checks registered redirect URIs.
  const valid = params.client_id === LOCAL_AUDIENCE && redirectUri === `${getConfig().appUrl}/auth/callback` && nonce !== "" && isLineText(nonce);

  return (
    <article className={`${prose.page} ${prose.centered}`} aria-labelledby="local-sign-in-title">
      <h1 id="local-sign-in-title">Local sign-in</h1>
      {valid ? (
        <>
          <p className={prose.lead}>
            This stands in for Google while local providers are on. Enter any e-mail address to sign in as that user.
          </p>
          <LocalSignInForm nonce={nonce} redirectUri={redirectUri} />
        </>
      ) : (
        <p role="alert">This sign-in request is not valid. Close this window and try again.</p>
      )}
    </article>
  );
});
