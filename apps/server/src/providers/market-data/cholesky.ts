/**
 * Lower-triangular L with L·Lᵀ = matrix, so that L·z turns independent standard normals z into normals with the
 * matrix's correlations. Throws when the matrix is not symmetric positive definite (a bad assumptions table).
 */
export function cholesky(matrix: readonly (readonly number[])[]): number[][] {
  const n = matrix.length;
  const l = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i += 1) {
    if (matrix[i]!.length !== n) throw new RangeError('correlation matrix must be square');
    for (let j = 0; j <= i; j += 1) {
      if (matrix[i]![j] !== matrix[j]![i]) throw new RangeError(`correlation matrix not symmetric at ${i},${j}`);
      let sum = matrix[i]![j]!;
      for (let k = 0; k < j; k += 1) sum -= l[i]![k]! * l[j]![k]!;
      if (i === j) {
        if (sum <= 0) throw new RangeError('correlation matrix is not positive definite');
        l[i]![i] = Math.sqrt(sum);
      } else {
        l[i]![j] = sum / l[j]![j]!;
      }
    }
  }
  return l;
}
