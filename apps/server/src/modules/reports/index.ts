// The reports module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { reportsModule } from './reports.module.ts';
export { latestReportVersion } from './report-version.repo.ts';
