// A reader of the Dockerfile's instructions, enough to hold its rules in tests without a Docker daemon: comments
// and line continuations as Docker reads them, instructions grouped by stage.
import { readFileSync } from 'node:fs';

export interface Instruction {
  keyword: string;
  /** What follows the keyword, continuations joined with a space. */
  args: string;
}

export interface Stage {
  /** The name after `AS`, or the stage's index. */
  name: string;
  /** The image it starts from (ARGs not substituted). */
  from: string;
  instructions: Instruction[];
}

export const repositoryRoot = new URL('../../', import.meta.url);

export function readRepositoryFile(relative: string): string {
  return readFileSync(new URL(relative, repositoryRoot), 'utf8');
}

/** The Dockerfile's stages, in order; instructions before the first FROM (ARGs) are left out. */
export function parseDockerfile(text: string): Stage[] {
  const lines: string[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    // A comment line is dropped even inside a continued instruction, as Docker does.
    if (line.startsWith('#') || (line === '' && pending === '')) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1).trim()} `;
      continue;
    }
    lines.push(`${pending}${line}`.trim());
    pending = '';
  }
  const stages: Stage[] = [];
  for (const line of lines.filter((entry) => entry !== '')) {
    const [keyword = '', ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (keyword.toUpperCase() === 'FROM') {
      const match = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args);
      stages.push({
        name: match?.[2] ?? String(stages.length),
        from: match?.[1] ?? args,
        instructions: [],
      });
      continue;
    }
    stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args });
  }
  return stages;
}

/** An exec-form argument list (`["node", "…"]`), or undefined for the shell form. */
export function execForm(args: string): string[] | undefined {
  if (!args.startsWith('[')) return undefined;
  const parsed: unknown = JSON.parse(args);
  return Array.isArray(parsed) && parsed.every((word) => typeof word === 'string')
    ? parsed
    : undefined;
}

/** The CMD of the Dockerfile's last stage, the image's default command. */
export function imageCommand(): string[] {
  const stage = parseDockerfile(readRepositoryFile('Dockerfile')).at(-1);
  const cmd = stage?.instructions.filter((instruction) => instruction.keyword === 'CMD').at(-1);
  const words = cmd && execForm(cmd.args);
  if (!words) throw new Error('the last stage has no exec-form CMD');
  return words;
}
