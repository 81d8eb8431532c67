/**
 * What one program may use: processes (of its user), memory (each process's
 * data: heap and private mappings), the size of a file it writes, and the
 * size of each scratch folder it gets (a tmpfs lives in memory).
 */
export interface ProgramLimits {
  processes: number;
  memoryMb: number;
  fileSizeMb: number;
  tmpfsMb: number;
}

/** Enough for a build or a test suite; a fork bomb, a runaway allocation or a filled disk stop here. */
export const DEFAULT_LIMITS: ProgramLimits = {
  processes: 512,
  memoryMb: 4096,
  fileSizeMb: 2048,
  tmpfsMb: 1024,
};

const MB = 1024 * 1024;

/** The defaults, with what a recipe sets in their place. */
export function programLimits(set: Partial<ProgramLimits> = {}): ProgramLimits {
  return { ...DEFAULT_LIMITS, ...set };
}

/**
 * `prlimit` before the program, once privileges are dropped: soft and hard
 * limit alike, which a program without capabilities cannot raise. The
 * process count is the kernel's RLIMIT_NPROC, counted per user (within a
 * user namespace, its own processes only).
 */
export function limitExec(limits: ProgramLimits): string[] {
  return [
    "prlimit",
    `--nproc=${limits.processes}`,
    `--data=${limits.memoryMb * MB}`,
    `--fsize=${limits.fileSizeMb * MB}`,
    "--",
  ];
}
