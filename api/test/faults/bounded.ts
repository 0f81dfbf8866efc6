/** Runs `call`, failing with "hung" when it takes longer than `seconds`: a fault must not turn into a hang. */
export async function withinSeconds<T>(seconds: number, call: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`hung: no answer within ${seconds} s`)),
      seconds * 1000,
    );
  });
  try {
    return await Promise.race([call(), hung]);
  } finally {
    clearTimeout(timer);
  }
}
