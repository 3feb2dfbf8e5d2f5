import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/components/account/auth-card';
import { LoginForm } from '@/components/account/login-form';
import { SignInMethods } from '@/components/account/sign-in-methods';
import { pageSession } from '@/lib/server/http/page-session';
import { safeNextPath } from '@/lib/shared/safe-redirect-path';

export const metadata: Metadata = { title: 'Login', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LoginPage({ searchParams }: Props) {
  if (await pageSession()) redirect('/');
  const { next } = await searchParams;
  const nextPath = safeNextPath(typeof next === 'string' ? next : undefined);
  return (
    <AuthCard title="Login">
      <SignInMethods
        purpose="login"
        next={nextPath}
        emailIntro="Enter your email and password. We will email you a code to finish logging in."
      >
        <LoginForm next={nextPath} />
      </SignInMethods>
    </AuthCard>
  );
}
