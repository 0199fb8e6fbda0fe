import { buildInspection } from './remark-factories.ts';
import { useWorld } from './test-world.ts';
import { setUpTwoFirms, VIEWER, type TwoFirms } from './two-firms.ts';

/** Two firms (with a viewer in the one under test) and an inspection each, for objects and remarks. */
export type RemarkWorld = TwoFirms & {
  inspection: { id: string };
  otherInspection: { id: string };
};

export function useRemarkWorld(): RemarkWorld {
  return useWorld(async () => {
    const firms = await setUpTwoFirms(VIEWER);
    const { app, firm, owner, otherFirm, outsider } = firms;
    const inspection = await buildInspection(app, firm, owner);
    const otherInspection = await buildInspection(app, otherFirm, outsider);
    return { ...firms, inspection, otherInspection };
  });
}
