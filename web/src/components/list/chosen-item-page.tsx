import { Link, type LinkProps } from '@tanstack/react-router';
import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader } from '@/components/ui/card';

/** The list a chosen-item page is opened from, and the words of its way back. */
export interface BackTo {
  to: LinkProps['to'];
  /** The list's own search (its project, its filters), when it has one. */
  search?: LinkProps['search'];
  label: string;
}

function BackButton({ to, search, label }: BackTo) {
  return (
    <Button asChild variant="outline">
      <Link to={to} search={search}>
        <ArrowLeftIcon aria-hidden />
        {label}
      </Link>
    </Button>
  );
}

/**
 * A page about one item chosen in another list (a project's suppliers, its DHMC people): what the page
 * is, the item's name as its heading, the way back to that list, then the page's content.
 */
export function ChosenItemPage({ kind, title, back, children }: { kind: string; title: ReactNode; back: BackTo; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-sm text-muted-foreground">{kind}</p>
          <h1 className="text-xl font-semibold break-words">{title}</h1>
        </div>
        <BackButton {...back} />
      </header>
      {children}
    </div>
  );
}

/** Such a page opened without its item (a link typed by hand, a bookmark): says so and leads back to the list. */
export function NothingChosen({ message, back }: { message: string; back: BackTo }) {
  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardHeader className="justify-items-center gap-4 text-center">
        <CardDescription>{message}</CardDescription>
        <BackButton {...back} />
      </CardHeader>
    </Card>
  );
}
