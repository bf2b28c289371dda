declare module '*.css';
/** A font file: its URL once built (webpack's asset/resource). */
declare module '*.woff2' {
  const url: string;
  export default url;
}
