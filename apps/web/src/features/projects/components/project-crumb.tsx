import { useProject } from '@/features/projects/api';
import { useProjectsTexts } from '@/features/projects/texts';

interface ProjectCrumbProps {
  params: Readonly<Partial<Record<string, string>>>;
  title: string;
}

/** The project's breadcrumb, "Projekt Tegsbacken" (shares the page's query, so no extra call). */
export function ProjectCrumb({ params, title }: ProjectCrumbProps) {
  const { t } = useProjectsTexts();
  const project = useProject(params.id ?? '');
  return project.data ? t('project.crumb', { name: project.data.name }) : title;
}
