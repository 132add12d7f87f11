import type { ReactNode } from 'react';

interface ErrorPageProps {
  code: string;
  icon: ReactNode;
  message: string;
  children: ReactNode;
}

export function ErrorPage({ code, icon, message, children }: ErrorPageProps) {
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 bg-muted px-6 text-center">
      {icon}
      <h1 className="text-6xl font-bold tracking-tight text-primary">{code}</h1>
      <p className="max-w-md text-base text-muted-foreground">{message}</p>
      {children}
    </main>
  );
}
