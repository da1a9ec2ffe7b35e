/** Fills `{{name}}` placeholders of a translated text; an unknown name stays as written. */
export const fillTemplate = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
