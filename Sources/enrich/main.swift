import EnrichCLI
import Foundation

exit(await EnrichCLI.main(Array(CommandLine.arguments.dropFirst())))
