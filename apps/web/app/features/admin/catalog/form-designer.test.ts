import { describe, expect, it } from 'vitest';
import { FORM_DEFINITION_EXAMPLE, FormDefinitionSchema, toFieldErrors } from '@portal/contract';
import type { FormValues } from '../../../lib/forms/form-values';
import {
  applyDesignerOp,
  readDesignerOp,
  readDesignerState,
  toDefinitionBody,
  toDesignerErrors,
  toDesignerFieldSpec,
  toDesignerState,
  type DesignerState,
} from './form-designer';

/** The designer's state as its inputs post it (names by the definition's paths). */
function toPosted(state: DesignerState): FormValues {
  const values: FormValues = {};
  const put = (name: string, value: string | boolean | string[]) => {
    if (value === false) return;
    values[name] = value === true ? 'on' : value;
  };
  state.sections.forEach((section, s) => {
    const p = `sections.${s}`;
    put(`${p}.key`, section.key);
    for (const lang of ['uk', 'en'] as const) {
      put(`${p}.title.${lang}`, section.title[lang]);
      put(`${p}.description.${lang}`, section.description[lang]);
    }
    put(`${p}.new_kind`, section.new_kind);
    section.fields.forEach((field, f) => {
      const q = `${p}.fields.${f}`;
      put(`${q}.kind`, field.kind);
      put(`${q}.key`, field.key);
      put(`${q}.required`, field.required);
      for (const lang of ['uk', 'en'] as const) {
        put(`${q}.label.${lang}`, field.label[lang]);
        put(`${q}.help.${lang}`, field.help[lang]);
        put(`${q}.unit.${lang}`, field.unit[lang]);
      }
      for (const name of ['min_length', 'max_length', 'min', 'max', 'min_items', 'max_items'] as const)
        put(`${q}.${name}`, field[name]);
      put(`${q}.integer`, field.integer);
      put(`${q}.date_rule`, field.date_rule);
      put(`${q}.accept`, field.accept);
      field.options.forEach((option, o) => {
        put(`${q}.options.${o}.value`, option.value);
        put(`${q}.options.${o}.label.uk`, option.label.uk);
        put(`${q}.options.${o}.label.en`, option.label.en);
      });
    });
  });
  return values;
}

describe('the form designer: its inputs ↔ the form’s definition (issue 27 §3)', () => {
  it('a definition with every kind of field comes back unchanged through the posted inputs', () => {
    const posted = toPosted(toDesignerState(FORM_DEFINITION_EXAMPLE));
    const body = toDefinitionBody(readDesignerState(posted));
    expect(FormDefinitionSchema.parse(body.definition)).toEqual(FORM_DEFINITION_EXAMPLE);
  });

  it('numbers are read as typed in Ukrainian (a comma, spaces); empty settings are left out; an integer tick is sent', () => {
    const state = toDesignerState(null);
    state.sections[0]!.fields.push({
      ...applyDesignerOp(state, { type: 'add_field', section: 0 }).state.sections[0]!.fields[0]!,
      kind: 'number',
      min: '0,5',
      max: '1 000',
      integer: true,
    });
    const body = toDefinitionBody(readDesignerState(toPosted(state))) as {
      definition: { sections: { fields: Record<string, unknown>[] }[] };
    };
    const field = body.definition.sections[0]!.fields[0]!;
    expect(field).toMatchObject({ kind: 'number', min: 0.5, max: 1000, integer: true });
    expect(field).not.toHaveProperty('unit');
  });

  it('a date has one rule at most, chosen in one select', () => {
    const state = toDesignerState(FORM_DEFINITION_EXAMPLE);
    const date = state.sections[1]!.fields[3]!;
    expect(date.date_rule).toBe('not_before_today');
    date.date_rule = 'not_after_today';
    const body = toDefinitionBody(state).definition as typeof FORM_DEFINITION_EXAMPLE;
    expect(body.sections[1]!.fields[3]).toMatchObject({ not_after_today: true });
    expect(body.sections[1]!.fields[3]).not.toHaveProperty('not_before_today');
  });

  it('a file field with no kind ticked takes every kind (no accept sent)', () => {
    const state = toDesignerState(FORM_DEFINITION_EXAMPLE);
    state.sections[2]!.fields[0]!.accept = [];
    const body = toDefinitionBody(state).definition as typeof FORM_DEFINITION_EXAMPLE;
    expect(body.sections[2]!.fields[0]).not.toHaveProperty('accept');
  });

  it('the action reads every posted name, a file field’s kinds as a list', () => {
    expect(toDesignerFieldSpec(['sections.0.key', 'sections.0.fields.0.accept'])).toEqual({
      'sections.0.key': 'text',
      'sections.0.fields.0.accept': 'list',
    });
  });

  it('a new service starts with one empty section', () => {
    expect(toDesignerState(null).sections).toHaveLength(1);
    expect(toDesignerState(null).sections[0]!.fields).toEqual([]);
  });
});

describe('the designer’s buttons, without script (posted as `op`)', () => {
  const start = () => toDesignerState(FORM_DEFINITION_EXAMPLE);

  it('reads only the buttons it knows', () => {
    expect(readDesignerOp('add_section')).toEqual({ type: 'add_section' });
    expect(readDesignerOp('field_up:1:2')).toEqual({ type: 'field_up', section: 1, field: 2 });
    expect(readDesignerOp('remove_option:0:1:3')).toEqual({
      type: 'remove_option',
      section: 0,
      field: 1,
      option: 3,
    });
    expect(readDesignerOp('field_up:1')).toBeNull();
    expect(readDesignerOp('drop_table')).toBeNull();
  });

  it('adds a field of the kind chosen in its section, with a free key, and focuses its label', () => {
    const state = start();
    state.sections[0]!.new_kind = 'multi_select';
    const { state: next, focus } = applyDesignerOp(state, { type: 'add_field', section: 0 });
    const added = next.sections[0]!.fields[4]!;
    expect(added.kind).toBe('multi_select');
    expect(added.key).toBe('field_1');
    expect(added.options).toHaveLength(2);
    expect(focus).toBe('sections.0.fields.4.label.uk');
  });

  it('moves a field up and down within its section; the first stays first', () => {
    const { state } = applyDesignerOp(start(), { type: 'field_up', section: 0, field: 1 });
    expect(state.sections[0]!.fields.map((field) => field.key).slice(0, 2)).toEqual([
      'description',
      'product_name',
    ]);
    const same = applyDesignerOp(start(), { type: 'field_up', section: 0, field: 0 });
    expect(same.state.sections[0]!.fields[0]!.key).toBe('product_name');
    expect(same.focus).toBe('sections.0.fields.0.key');
  });

  it('moves, adds and removes sections; removes a field; adds and removes options', () => {
    expect(
      applyDesignerOp(start(), { type: 'section_down', section: 0 }).state.sections.map((s) => s.key),
    ).toEqual(['markets', 'product', 'documents']);
    const added = applyDesignerOp(start(), { type: 'add_section' });
    expect(added.state.sections[3]!.key).toBe('section_1');
    expect(applyDesignerOp(start(), { type: 'remove_section', section: 1 }).state.sections).toHaveLength(2);
    expect(
      applyDesignerOp(start(), { type: 'remove_field', section: 2, field: 0 }).state.sections[2]!.fields,
    ).toHaveLength(1);
    const option = applyDesignerOp(start(), { type: 'add_option', section: 1, field: 1 });
    expect(option.state.sections[1]!.fields[1]!.options).toHaveLength(4);
    expect(option.focus).toBe('sections.1.fields.1.options.3.value');
    const removed = applyDesignerOp(start(), { type: 'remove_option', section: 1, field: 0, option: 0 });
    expect(removed.state.sections[1]!.fields[0]!.options.map((o) => o.value)).toEqual(['pl', 'fr', 'nl']);
  });
});

describe('the API’s 422 beside the designer’s inputs', () => {
  it('maps `definition.sections.i.fields.j.x` to the input of that name', () => {
    expect(toDesignerErrors({ 'definition.sections.0.fields.2.key': ['Taken'] })).toEqual({
      'sections.0.fields.2.key': ['Taken'],
    });
  });

  it('a date rule’s fault is its select; a list’s own fault is shown under the list', () => {
    expect(
      toDesignerErrors({
        'definition.sections.1.fields.0.not_after_today': ['One rule'],
        'definition.sections.1.fields': ['At least one field'],
        'definition.sections.1.fields.3.options': ['Two options'],
        'definition.sections': ['Too many'],
      }),
    ).toEqual({
      'sections.1.fields.0.date_rule': ['One rule'],
      'sections.1.fields.list': ['At least one field'],
      'sections.1.fields.3.options.list': ['Two options'],
      'sections.list': ['Too many'],
    });
  });

  it('the contract’s own check of a posted definition lands on the same names', () => {
    const state = toDesignerState(FORM_DEFINITION_EXAMPLE);
    state.sections[0]!.fields[1]!.key = 'product_name';
    state.sections[1]!.fields[0]!.options[1]!.value = 'Not a value';
    const parsed = FormDefinitionSchema.safeParse(toDefinitionBody(state).definition);
    expect(parsed.success).toBe(false);
    const errors = toDesignerErrors(
      toFieldErrors(
        parsed.error!.issues.map((issue) => ({ ...issue, path: ['definition', ...issue.path] })),
        'en',
      ),
    );
    expect(Object.keys(errors).sort()).toEqual([
      'sections.0.fields.1.key',
      'sections.1.fields.0.options.1.value',
    ]);
  });
});
