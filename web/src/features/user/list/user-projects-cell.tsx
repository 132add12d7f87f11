import type { UserRow } from '@sddp/shared';

/** The participating projects' names, one per line (spec §3 userProjects). */
export function UserProjectsCell({ user }: { user: UserRow }) {
  if (user.projectList.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <ul className="flex flex-col leading-tight">
      {user.projectList.map((project) => (
        <li key={project.id}>{project.projectName}</li>
      ))}
    </ul>
  );
}
