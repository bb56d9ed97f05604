import type { SiteConfig } from '@dealer/schemas/content/site';
import { SignInForm } from '../components/sign-in-form';
import { signInHeading, signInTargets } from '../rules/sign-in-targets';

export type SignInSearchParams = Record<string, string | string[] | undefined>;

/**
 * /sign-in?type={type}&redirect={path}&back={path} (SPEC 2). A signed-in visitor never sees it:
 * the proxy sends them on to the redirect target.
 */
export function SignInPage({ site, searchParams }: { site: SiteConfig; searchParams: SignInSearchParams }) {
  const { redirect, back } = signInTargets(searchParams);
  return (
    <div className="container-page max-w-xl py-10 md:py-16">
      <a href={back} className="text-sm font-semibold underline">Back</a>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{signInHeading(searchParams.type)}</h1>
      <p className="mt-2 text-neutral-700">We will text a 6-digit code to your mobile. {site.name} uses it only to keep your watchlist and sign you in.</p>
      <div className="mt-8">
        <SignInForm redirect={redirect} />
      </div>
    </div>
  );
}
