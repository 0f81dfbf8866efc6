// A saga's undo list: a step that succeeds registers what undoes it; the undos run newest first.

/** Named undo steps, run in reverse order of registration. */
export class Compensations {
  private readonly steps: { name: string; undo: () => Promise<void> }[] = [];

  /** Registers the undo of a step that has just succeeded. */
  register(name: string, undo: () => Promise<void>): void {
    this.steps.push({ name, undo });
  }

  /** Drops an undo that no longer applies (the step's effect was settled another way). */
  discharge(name: string): void {
    const index = this.steps.findIndex((step) => step.name === name);
    if (index >= 0) this.steps.splice(index, 1);
  }

  /** Runs every registered undo, newest first; each is removed before it runs so none runs twice. */
  async runAll(): Promise<void> {
    for (let step = this.steps.pop(); step; step = this.steps.pop()) {
      await step.undo();
    }
  }
}
