import type { TemplateRemark } from '@syna/contracts/remarks';

/** What the template remark form holds; blank text and category are cleared. */
export interface TemplateRemarkFormValues {
  title: string;
  text: string;
  category: string;
}

export const templateRemarkFormValues = (remark: TemplateRemark | null): TemplateRemarkFormValues => ({
  title: remark?.title ?? '',
  text: remark?.text ?? '',
  category: remark?.category ?? '',
});
