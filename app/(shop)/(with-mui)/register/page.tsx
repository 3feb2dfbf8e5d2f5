import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/components/account/auth-card';
import { RegisterForm } from '@/components/account/register-form';
import { SignInMethods } from '@/components/account/sign-in-methods';
import { pageSession } from '@/lib/server/http/page-session';
import { safeNextPath } from '@/lib/shared/safe-redirect-path';

export const metadata: Metadata = { title: 'Register', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function RegisterPage({ searchParams }: Props) {
  if (await pageSession()) redirect('/');
  const { next } = await searchParams;
  const nextPath = safeNextPath(typeof next === 'string' ? next : undefined);
  return (
    <AuthCard title="Create your account">
      <SignInMethods
        purpose="registration"
        next={nextPath}
        emailIntro="We will email you a code to verify your address."
      >
        <RegisterForm next={nextPath} />
      </SignInMethods>
    </AuthCard>
  );
}
