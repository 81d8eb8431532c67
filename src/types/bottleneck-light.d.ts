// bottleneck ships types for its full build only; the light build (what
// @octokit/plugin-throttling uses, without the Redis clustering) has the same API.
declare module "bottleneck/light.js" {
  import Bottleneck from "bottleneck";
  export default Bottleneck;
}
