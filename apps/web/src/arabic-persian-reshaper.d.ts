/** The package ships no types: the one function the printouts call. */
declare module 'arabic-persian-reshaper' {
  export const ArabicShaper: {
    /** Arabic letters in their joined forms (Unicode presentation forms), in the same logical order. */
    convertArabic(text: string): string;
  };
}
