import type { ReactNode } from 'react';

/** The full-screen industrial-blue backdrop behind the sign-in and account screens. */
export function AuthBackdrop({ children }: { children: ReactNode }) {
  return (
    <div className="relative flex min-h-svh flex-col items-center justify-center overflow-hidden bg-[#0b2a4a] px-4 py-10">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,#1890ff55,transparent_55%),radial-gradient(ellipse_at_bottom_right,#13c2c233,transparent_50%)]"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 opacity-[0.07] [background-image:linear-gradient(#fff_1px,transparent_1px),linear-gradient(90deg,#fff_1px,transparent_1px)] [background-size:40px_40px]"
      />
      <div className="relative z-10 flex w-full flex-col items-center">{children}</div>
    </div>
  );
}
